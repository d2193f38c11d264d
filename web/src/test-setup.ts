import { configure } from '@testing-library/react';

/**
 * findBy* and waitFor give up after 1 s by default. Some pages load their code on demand (the
 * payment page imports the sign-in library before it verifies), which on a loaded 2-core CI
 * machine can take longer than that; a wrong page still fails, only later.
 */
configure({ asyncUtilTimeout: 5_000 });
