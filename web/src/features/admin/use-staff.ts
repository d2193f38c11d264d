import { useQuery } from '@tanstack/react-query';
import { listStaff } from './admin-api.ts';

/**
 * The staff accounts (the identity provider's `admins` group) an owner is chosen from; empty while
 * loading or if the call failed (the select then offers the current owner and the signed-in staff
 * member, so nobody is stuck).
 */
export function useStaff(): readonly string[] {
  const query = useQuery({ queryKey: ['admin', 'staff'], queryFn: listStaff, staleTime: 5 * 60 * 1000 });
  return query.data ?? [];
}
