/** The user pool group whose members may use the staff dashboard (lib/auth.ts creates it). */
export const ADMIN_GROUP = 'admins';

/** Admin authority comes only from a verified token's cognito:groups, never from the browser. */
export const isAdminGroups = (groups: readonly string[]): boolean => groups.includes(ADMIN_GROUP);
