import { createContext, useContext } from 'react';
import type { Me, Permission } from './api/types';

export const MeContext = createContext<Me | undefined>(undefined);

/** The signed-in user, their account, role and permissions (GET /auth/me). */
export function useMe(): Me {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe outside the signed-in shell');
  return me;
}

export function useCan(permission: Permission): boolean {
  return useMe().permissions.includes(permission);
}
