import type { ApiKeyScope, Permission, Role } from './permissions';

export interface AnonymousPrincipal {
  type: 'anonymous';
}

export interface ApiKeyPrincipal {
  type: 'apiKey';
  keyId: string;
  accountId: string;
  scopes: ApiKeyScope[];
  rateLimitPerMinute: number;
  /** The key's own daily spend cap in credits, when it has one. */
  dailySpendLimit?: number;
}

export interface UserPrincipal {
  type: 'user';
  userId: string;
  accountId: string;
  role: Role;
  permissions: Permission[];
  platformAdmin: boolean;
  /**
   * The user proved their e-mail address (read per request like the role): an unverified user may not create what
   * outlives a claim of the address (keys, webhooks, invites, vendor settings; docs/decisions/0809).
   */
  emailVerified?: boolean;
  /** The session (refresh-token family) of the access token: what a password change keeps. */
  sessionId?: string;
}

/** Who is calling, as the authorizer established it. */
export type Principal = AnonymousPrincipal | ApiKeyPrincipal | UserPrincipal;

/**
 * API Gateway passes a Lambda authorizer's context to the integration as a flat map of strings, numbers and booleans,
 * so lists travel as space-separated strings.
 */
export type AuthorizerContext = Record<string, string | number | boolean>;

export function principalToContext(principal: Principal): AuthorizerContext {
  switch (principal.type) {
    case 'apiKey':
      return {
        principalType: 'apiKey',
        keyId: principal.keyId,
        accountId: principal.accountId,
        scopes: principal.scopes.join(' '),
        rateLimitPerMinute: principal.rateLimitPerMinute,
        ...(principal.dailySpendLimit !== undefined ? { dailySpendLimit: principal.dailySpendLimit } : {}),
      };
    case 'user':
      return {
        principalType: 'user',
        userId: principal.userId,
        accountId: principal.accountId,
        role: principal.role,
        permissions: principal.permissions.join(' '),
        platformAdmin: principal.platformAdmin,
        emailVerified: principal.emailVerified === true,
        ...(principal.sessionId ? { sessionId: principal.sessionId } : {}),
      };
    default:
      return { principalType: 'anonymous' };
  }
}

const words = (value: unknown): string[] =>
  typeof value === 'string' && value.length > 0 ? value.split(' ').filter(Boolean) : [];

/** Reads the principal back from `requestContext.authorizer`; anything unexpected is anonymous. */
export function principalFromContext(context: Record<string, unknown> | null | undefined): Principal {
  if (!context) return { type: 'anonymous' };
  if (
    context.principalType === 'apiKey' &&
    typeof context.keyId === 'string' &&
    typeof context.accountId === 'string'
  ) {
    return {
      type: 'apiKey',
      keyId: context.keyId,
      accountId: context.accountId,
      scopes: words(context.scopes) as ApiKeyScope[],
      rateLimitPerMinute: Number(context.rateLimitPerMinute),
      // API Gateway may hand numbers of the context back as strings.
      ...(context.dailySpendLimit !== undefined && Number(context.dailySpendLimit) > 0
        ? { dailySpendLimit: Number(context.dailySpendLimit) }
        : {}),
    };
  }
  if (context.principalType === 'user' && typeof context.userId === 'string' && typeof context.accountId === 'string') {
    return {
      type: 'user',
      userId: context.userId,
      accountId: context.accountId,
      role: context.role as Role,
      permissions: words(context.permissions) as Permission[],
      platformAdmin: context.platformAdmin === true || context.platformAdmin === 'true',
      emailVerified: context.emailVerified === true || context.emailVerified === 'true',
      ...(typeof context.sessionId === 'string' ? { sessionId: context.sessionId } : {}),
    };
  }
  return { type: 'anonymous' };
}
