/**
 * Generated from docs/openapi.json by `npm run gen:api-types` (openapi-typescript): do not edit. The dashboard names
 * the shapes it uses in dashboard/src/api/types.ts; CI (scripts/openapi-check.ts) fails while this file is stale.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health and version
         * @description **Auth:** No credentials.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 document
         * @description Generated from the route table; the local stack renders it at /docs.
         *
         *     **Auth:** No credentials.
         */
        get: operations["openapi-document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/sms/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one SMS
         * @description Moderation runs before sending: a message with hate speech, abuse or racism is answered **201 with status `BLOCKED`** (not sent, not charged), not with an error; spam alone is sent and flagged for review. Exactly one of `body` (at most 1600 characters) and `templateId` is required; `variables` fill the template's `{{names}}`. Checks run in this order: credentials (401), scope or permission (403), rate limit (429), account suspended (403), body (400), template (404) and its variables (400), vendor configured (503), moderation (201 BLOCKED), daily spend caps of the account and the key (429 `SPEND_LIMIT_EXCEEDED`, nothing charged), balance (402). Bodies nested deeper than 32 levels are refused (400).
         *
         *     **Auth:** API key (`X-API-Key`) with the scope `sms.send`.
         */
        post: operations["public-send-sms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/sms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the status of a message
         * @description **Auth:** API key (`X-API-Key`) with the scope `sms.read`.
         */
        get: operations["public-get-sms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the account balance
         * @description **Auth:** API key (`X-API-Key`) with the scope `sms.read`.
         */
        get: operations["public-balance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a user with their own account and sign in
         * @description A verification e-mail is sent to the address (valid 24 hours); a password among the most commonly used ones is refused, saying why.
         *
         *     **Auth:** No credentials. Limited to 5 requests a minute per client IP.
         */
        post: operations["auth-register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description **Auth:** No credentials. Limited to 10 requests a minute per client IP.
         */
        post: operations["auth-login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new token pair (the refresh token rotates)
         * @description **Auth:** No credentials. Limited to 20 requests a minute per client IP.
         */
        post: operations["auth-refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with an identity provider's ID token
         * @description The first sign-in creates the user and an account of their own. Signing in as a user whose e-mail was not verified claims it (the API keys, webhooks, pending invites and vendor settings that user created are revoked; they leave the accounts they joined through an invite for an account of their own).
         *
         *     **Auth:** No credentials. Limited to 10 requests a minute per client IP.
         */
        post: operations["auth-social"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The identity providers to offer "Sign in with" for
         * @description Providers configured with an authorization endpoint and a client id. The browser asks one for an ID token (implicit flow, `response_type=id_token`, with `state` and `nonce` it checks itself) and signs in with it at `POST /auth/social`.
         *
         *     **Auth:** No credentials.
         */
        get: operations["auth-providers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the session (token family) of a refresh token
         * @description **Auth:** No credentials.
         */
        post: operations["auth-logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, their account, role and permissions
         * @description **Auth:** Bearer access token (any role).
         */
        get: operations["auth-me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set the signed-in user's own preferences (their time zone)
         * @description The time zone is an IANA name (Europe/London, America/New_York, UTC); the dashboard shows and reads every time in it, labelled. Default Africa/Johannesburg (South African time). Marketing hours stay South African.
         *
         *     **Auth:** Bearer access token (any role). Limited to 10 requests a minute per signed-in user.
         */
        patch: operations["auth-me-update"];
        trace?: never;
    };
    "/invites/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a team invite and sign in to the inviting account
         * @description A new user gives `password` (12 to 128 characters) and `fullName`; an existing user gives their current password, or sends their own access token as `Authorization: Bearer` (a user who signs in only with Google or Apple has no password).
         *
         *     **Auth:** No credentials. Limited to 10 requests a minute per client IP.
         */
        post: operations["invites-accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prove the address with the verification e-mail's token
         * @description Sent with the user's own bearer token, it only marks the e-mail verified. Without it, it also **claims** a user whose e-mail was not verified: the password set before and every session stop working (a password reset sets a new one), so a password someone else set for the address never opens its account; the API keys, webhooks, pending invites and vendor settings that user created are revoked (audited), and the user leaves the accounts they joined through an invite for an account of their own (OWNER).
         *
         *     **Auth:** No credentials. Limited to 10 requests a minute per client IP.
         */
        post: operations["auth-verify-email"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the verification e-mail again
         * @description **Auth:** Bearer access token (any role). Limited to 3 requests a minute per signed-in user.
         */
        post: operations["auth-verify-email-resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password-reset e-mail
         * @description The same answer, in about the same time, whether or not the address has a user. The link works once, for 1 hour.
         *
         *     **Auth:** No credentials. Limited to 5 requests a minute per client IP.
         */
        post: operations["auth-password-reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the reset e-mail's token
         * @description The e-mail is verified and every session of the user ends; a password among the most commonly used ones is refused, saying why. A reset of a user whose e-mail was not verified claims it: the API keys, webhooks, pending invites and vendor settings that user created are revoked (audited), and the user leaves the accounts they joined through an invite for an account of their own (OWNER).
         *
         *     **Auth:** No credentials. Limited to 10 requests a minute per client IP.
         */
        post: operations["auth-password-reset-confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the password
         * @description Every other session of the user ends; this one stays; a password among the most commonly used ones is refused, saying why.
         *
         *     **Auth:** Bearer access token (any role). Limited to 5 requests a minute per signed-in user.
         */
        put: operations["auth-password-change"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out everywhere
         * @description **Auth:** Bearer access token (any role).
         */
        post: operations["auth-logout-all"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account e-mail the local stage kept (local stage only)
         * @description Verification and reset e-mail, newest first, with their tokens. Not deployed: 404 on any other stage.
         *
         *     **Auth:** No credentials.
         */
        get: operations["sandbox-outbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's members with their roles, newest first (?limit=, ?cursor=)
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        get: operations["team-members-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member; their tokens stop working at once (audited)
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        delete: operations["team-members-remove"];
        options?: never;
        head?: never;
        /**
         * Change a member's role; only an OWNER grants or changes OWNER, one OWNER always stays (audited)
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        patch: operations["team-members-update"];
        trace?: never;
    };
    "/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's invites, newest first, without tokens (?limit=, ?cursor=)
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        get: operations["invites-list"];
        put?: never;
        /**
         * Invite someone by e-mail with a role; the token is shown only in this answer (audited)
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        post: operations["invites-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw a pending invite (audited)
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        delete: operations["invites-revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's API keys (prefix only), newest first (?limit=, ?cursor=)
         * @description **Auth:** Bearer access token of a role with the permission `apikeys.manage`.
         */
        get: operations["api-keys-list"];
        put?: never;
        /**
         * Issue an API key; its full value is shown only in this answer (audited)
         * @description `rateLimitPerMinute` defaults to 60 and may be 1 to 10,000.
         *
         *     **Auth:** Bearer access token of a role with the permission `apikeys.manage`.
         */
        post: operations["api-keys-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key; it is refused from its very next request (audited)
         * @description **Auth:** Bearer access token of a role with the permission `apikeys.manage`.
         */
        delete: operations["api-keys-revoke"];
        options?: never;
        head?: never;
        /**
         * Rename an API key or change its rate limit, effective on the key's next request (audited)
         * @description **Auth:** Bearer access token of a role with the permission `apikeys.manage`.
         */
        patch: operations["api-keys-update"];
        trace?: never;
    };
    "/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's templates, newest first
         * @description **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["templates-list"];
        put?: never;
        /**
         * Save a message template
         * @description **Auth:** Bearer access token of a role with the permission `templates.manage`.
         */
        post: operations["templates-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a template
         * @description **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["templates-get"];
        /**
         * Replace a template's name and body
         * @description **Auth:** Bearer access token of a role with the permission `templates.manage`.
         */
        put: operations["templates-update"];
        post?: never;
        /**
         * Delete a template
         * @description **Auth:** Bearer access token of a role with the permission `templates.manage`.
         */
        delete: operations["templates-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's messages, newest first, optionally by status, number, source, campaign and date
         * @description **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["messages-list"];
        put?: never;
        /**
         * Send one SMS from the dashboard
         * @description Moderation runs before sending: a message with hate speech, abuse or racism is answered **201 with status `BLOCKED`** (not sent, not charged), not with an error; spam alone is sent and flagged for review. Exactly one of `body` (at most 1600 characters) and `templateId` is required; `variables` fill the template's `{{names}}`. Checks run in this order: credentials (401), scope or permission (403), rate limit (429), account suspended (403), body (400), template (404) and its variables (400), vendor configured (503), moderation (201 BLOCKED), daily spend caps of the account and the key (429 `SPEND_LIMIT_EXCEEDED`, nothing charged), balance (402). Bodies nested deeper than 32 levels are refused (400).
         *
         *     **Auth:** Bearer access token of a role with the permission `messages.send`. Limited to 60 requests a minute per signed-in user and 600 requests a minute per account.
         */
        post: operations["messages-send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a message
         * @description **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["messages-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's daily usage over 7, 30 or 90 days (South African days), from its aggregate
         * @description **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["usage-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A message's history, oldest first, each vendor code in words
         * @description **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["messages-events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/sms-vendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's SMS vendor settings, credentials masked
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        get: operations["sms-vendor-get"];
        /**
         * Configure the SMS vendor (credentials stored encrypted)
         * @description `provider` is `sandbox` (no credentials), `clickatell` (`credentials: {"apiKey": "..."}`), `twilio` (`credentials: {"accountSid": "AC...", "authToken": "..."}`) or `aws` (AWS End User Messaging SMS: `credentials: {}` and `originationIdentity`, the stack's own role sends). Credentials are sealed with envelope encryption and never returned or logged (audited as vendor.configured). `callbackUrl` is what to give Twilio or Clickatell for status and reply callbacks; a Clickatell URL carries a new secret with every PUT, shown in full only in this answer.
         *
         *     **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        put: operations["sms-vendor-put"];
        post?: never;
        /**
         * Remove the SMS vendor settings
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        delete: operations["sms-vendor-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The SMS credit balance
         * @description **Auth:** Bearer access token of a role with the permission `billing.manage`.
         */
        get: operations["billing-balance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The daily spend caps of the account and its API keys, and what each spent today
         * @description **Auth:** Bearer access token of a role with the permission `billing.manage`.
         */
        get: operations["settings-limits-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set or clear the account's daily spend cap
         * @description Credits per Africa/Johannesburg day that every send of the account together may spend (the dashboard and every key); a send past it is 429 `SPEND_LIMIT_EXCEEDED` and charges nothing. `null` removes the cap. Audited (`limits.updated`). API keys may carry a cap of their own (`POST/PATCH /api-keys`).
         *
         *     **Auth:** Bearer access token of a role with the permission `billing.manage`.
         */
        patch: operations["settings-limits-update"];
        trace?: never;
    };
    "/billing/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ledger: every debit, refund and credit, newest first
         * @description **Auth:** Bearer access token of a role with the permission `billing.manage`.
         */
        get: operations["billing-transactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a device's push token for the signed-in user
         * @description Idempotent: registering the same token again answers 201 with the same id, the platform given last kept. A token moves from another user of the same account; one held by a user of another account is refused (docs/decisions/0801-push-token-binding.md).
         *
         *     **Auth:** Bearer access token (any role).
         */
        post: operations["push-tokens-register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push-tokens/unregister": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unregister one of the signed-in user's push tokens
         * @description **Auth:** Bearer access token (any role).
         */
        post: operations["push-tokens-unregister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderation-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's own moderation flags, newest first (?status=, ?limit=, ?cursor=)
         * @description **Auth:** Bearer access token of a role with the permission `moderation.review`.
         */
        get: operations["moderation-flags-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/moderation-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Moderation flags across every account, newest first (?status=, ?accountId=, ?limit=, ?cursor=)
         * @description **Auth:** Bearer access token of a platform administrator.
         */
        get: operations["admin-moderation-flags-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/moderation-flags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Review a moderation flag; status ACCOUNT_SUSPENDED suspends its account (audited)
         * @description `status` is one of OPEN, DISMISSED, CONFIRMED, ACCOUNT_SUSPENDED. Only ACCOUNT_SUSPENDED suspends the flag's account (in the same transaction); no status reinstates it (that is PATCH /admin/accounts/{id}).
         *
         *     **Auth:** Bearer access token of a platform administrator.
         */
        patch: operations["admin-moderation-flags-review"];
        trace?: never;
    };
    "/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's audit trail, newest first (?limit=, ?cursor=)
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        get: operations["audit-log-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The platform-wide audit trail, newest first (?accountId=, ?limit=, ?cursor=)
         * @description **Auth:** Bearer access token of a platform administrator.
         */
        get: operations["admin-audit-log-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every account with its balance and suspension, newest first (?limit=, ?cursor=)
         * @description **Auth:** Bearer access token of a platform administrator.
         */
        get: operations["admin-accounts-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Reinstate (suspended: false) or suspend (suspended: true) an account (audited)
         * @description **Auth:** Bearer access token of a platform administrator.
         */
        patch: operations["admin-accounts-update"];
        trace?: never;
    };
    "/admin/accounts/{id}/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit SMS credits to an account, in its ledger (audited); answers the new balance
         * @description `amount` is a whole number of credits, 1 to 1,000,000; `reason` is recorded in the ledger.
         *
         *     **Auth:** Bearer access token of a platform administrator.
         */
        post: operations["admin-accounts-credit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts/{id}/origination-identities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the AWS origination identities an account may send from (the platform's AWS account; audited)
         * @description The whole set, replacing the previous one (at most 20): phone numbers (E.164), phone number and pool ids, sender ids, or their ARNs, each stored in one spelling so that one identity has one owner. An identity assigned to another account is 409. A released identity stops routing replies to the account; when the account's vendor settings send from it, they are removed. `PUT /settings/sms-vendor` with `aws` accepts only an identity assigned here. Audited as `vendor.identities_assigned`.
         *
         *     **Auth:** Bearer access token of a platform administrator.
         */
        put: operations["admin-origination-identities-put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contacts, newest first
         * @description `listId`: members of a list. `search`: a prefix of the first or last name, or digits of the number (a full number is found at once). `optedOut`: `true` or `false`. A filtered page may be short; follow `nextCursor`.
         *
         *     **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["contacts-list"];
        put?: never;
        /**
         * Create a contact
         * @description The phone is normalised like `to` of a send (E.164); one contact per phone per account.
         *
         *     **Auth:** Bearer access token of a role with the permission `contacts.manage`.
         */
        post: operations["contacts-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a contact
         * @description **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["contacts-get"];
        put?: never;
        post?: never;
        /**
         * Delete a contact (its opt-out, a property of the number, stays)
         * @description **Auth:** Bearer access token of a role with the permission `contacts.manage`.
         */
        delete: operations["contacts-delete"];
        options?: never;
        head?: never;
        /**
         * Change a contact
         * @description Fields given replace; `null` clears a name; `attributes` merges (a null value removes one); `listIds` replaces the lists.
         *
         *     **Auth:** Bearer access token of a role with the permission `contacts.manage`.
         */
        patch: operations["contacts-update"];
        trace?: never;
    };
    "/contact-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contact lists, newest first
         * @description **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["contact-lists-list"];
        put?: never;
        /**
         * Create a contact list
         * @description **Auth:** Bearer access token of a role with the permission `contacts.manage`.
         */
        post: operations["contact-lists-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact-lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a contact list
         * @description **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["contact-lists-get"];
        put?: never;
        post?: never;
        /**
         * Delete a contact list (its contacts stay)
         * @description **Auth:** Bearer access token of a role with the permission `contacts.manage`.
         */
        delete: operations["contact-lists-delete"];
        options?: never;
        head?: never;
        /**
         * Rename a contact list
         * @description **Auth:** Bearer access token of a role with the permission `contacts.manage`.
         */
        patch: operations["contact-lists-update"];
        trace?: never;
    };
    "/contact-lists/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add contacts to a list (idempotent)
         * @description **Auth:** Bearer access token of a role with the permission `contacts.manage`.
         */
        post: operations["contact-list-members-add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact-lists/{id}/members/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a contact from a list (idempotent)
         * @description **Auth:** Bearer access token of a role with the permission `contacts.manage`.
         */
        delete: operations["contact-list-members-remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import contacts from a CSV file (asynchronous)
         * @description The file travels as `csv` (up to 5 MB, about 50,000 rows). The header row is read at once (422 IMPORT_INVALID when the text is not CSV at all or has no phone column); the rows are read by the import worker. An existing phone is updated, never duplicated; bad rows are reported by line number (docs/decisions/0702-contact-import.md).
         *
         *     **Auth:** Bearer access token of a role with the permission `contacts.manage`.
         */
        post: operations["contact-imports-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact-imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The progress and outcome of an import
         * @description **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["contact-imports-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opt-outs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current opt-outs, newest first
         * @description **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["opt-outs-list"];
        put?: never;
        /**
         * Opt a number out of campaigns (idempotent)
         * @description Single sends are transactional and are not stopped by an opt-out (docs/decisions/0703).
         *
         *     **Auth:** Bearer access token of a role with the permission `contacts.manage`.
         */
        post: operations["opt-outs-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opt-outs/{phone}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an opt-out (audited optout.removed); idempotent
         * @description **Auth:** Bearer access token of a role with the permission `contacts.manage`.
         */
        delete: operations["opt-outs-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaigns, newest first, optionally by status
         * @description **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["campaigns-list"];
        put?: never;
        /**
         * Create a campaign (DRAFT)
         * @description Exactly one of `body` and `templateId`; `{{firstName}}`, `{{lastName}}`, `{{phone}}` and `{{attributes.<name>}}` are filled per contact. `kind` is `marketing` (default: held to the South African direct-marketing hours, ` Reply STOP to opt out` appended when the text lacks STOP) or `transactional`. A `senderId` that content moderation blocks is 400 `VALIDATION_ERROR` naming `senderId`.
         *
         *     **Auth:** Bearer access token of a role with the permission `campaigns.manage`.
         */
        post: operations["campaigns-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a campaign with its counts
         * @description **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["campaigns-get"];
        put?: never;
        post?: never;
        /**
         * Delete a DRAFT campaign
         * @description **Auth:** Bearer access token of a role with the permission `campaigns.manage`.
         */
        delete: operations["campaigns-delete"];
        options?: never;
        head?: never;
        /**
         * Change a DRAFT or SCHEDULED campaign
         * @description A new `senderId` that content moderation blocks is 400 `VALIDATION_ERROR` naming `senderId`.
         *
         *     **Auth:** Bearer access token of a role with the permission `campaigns.manage`.
         */
        patch: operations["campaigns-update"];
        trace?: never;
    };
    "/campaigns/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview: recipients, opted out, the cost estimate and up to five moderated samples
         * @description **Auth:** Bearer access token of a role with the permission `campaigns.manage`.
         */
        post: operations["campaigns-preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/launch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Launch now or at `scheduledAt`: the estimated cost is reserved (audited campaign.sent)
         * @description The estimate is reserved from the balance in one write (402 when short); what is not spent is released when the campaign ends. A marketing campaign outside the hours is SENDING with `heldUntil` (docs/decisions/0705). Under the account's daily spend cap the whole reservation counts on the day of the launch: past the cap, 429 `SPEND_LIMIT_EXCEEDED` and nothing is reserved (docs/decisions/0808).
         *
         *     **Auth:** Bearer access token of a role with the permission `campaigns.manage`.
         */
        post: operations["campaigns-launch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a SENDING campaign (sending stops within a second)
         * @description **Auth:** Bearer access token of a role with the permission `campaigns.manage`.
         */
        post: operations["campaigns-pause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a PAUSED campaign
         * @description A campaign the service paused (`statusReason` SPEND_LIMIT_EXCEEDED) expands again: past the cap still, it pauses again. A suspended account cannot resume (403 `ACCOUNT_SUSPENDED`).
         *
         *     **Auth:** Bearer access token of a role with the permission `campaigns.manage`.
         */
        post: operations["campaigns-resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a campaign before it completes; the unspent reservation is released
         * @description **Auth:** Bearer access token of a role with the permission `campaigns.manage`.
         */
        post: operations["campaigns-cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The campaign's recipients in audience order, optionally by status
         * @description **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["campaign-recipients-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The per-recipient report as CSV
         * @description **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["campaign-report-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Local stage only: set the service's time (schedules, marketing hours, daily caps); it runs on from there
         * @description **Auth:** No credentials.
         */
        put: operations["sandbox-clock-set"];
        post?: never;
        /**
         * Local stage only: back to real time
         * @description **Auth:** No credentials.
         */
        delete: operations["sandbox-clock-reset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/callbacks/twilio/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Twilio's status callbacks and inbound messages of an account
         * @description Form-encoded, as Twilio posts them. `X-Twilio-Signature` is verified over the service's public base URL + `/callbacks/twilio/{accountId}` and the form parameters with the account's auth token; a failed check is 403 `INVALID_SIGNATURE` and changes nothing. Status callbacks settle the message (`delivered` → DELIVERED, `failed`/`undelivered` → FAILED and refunded, once, when Twilio's Messages API confirms it); inbound messages are stored, and a STOP word opts the number out. Answers an empty TwiML `<Response/>`. A checked callback with a final status or a reply counts against the account's callback limit (per rolling minute, sized at three per message of the most one account sends); past it, it is answered the same and applied later from a queue, since Twilio does not send a callback answered 4xx again (decision 1021).
         *
         *     **Auth:** No credentials.
         */
        post: operations["callbacks-twilio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/callbacks/clickatell/{accountId}/{secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clickatell's status and reply callbacks of an account
         * @description JSON, as Clickatell posts them to the URL configured in its portal: `GET /settings/sms-vendor` shows it, the PUT that configured Clickatell showed its secret (the last segment). A wrong secret is 403 `INVALID_SIGNATURE` and changes nothing. A checked callback with a final status or a reply counts against the account's callback limit (per rolling minute, sized at three per message of the most one account sends); past it, 429 `TOO_MANY_REQUESTS` naming the limit, and Clickatell sends it again (decision 1021).
         *
         *     **Auth:** No credentials.
         */
        post: operations["callbacks-clickatell"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbound-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's replies, newest first
         * @description `optOut` is true for a reply whose first word is a STOP word: it opted the number out.
         *
         *     **Auth:** Bearer access token of a role with the permission `messages.read`.
         */
        get: operations["inbound-messages-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/inbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Local stage only: receive a reply as if `from` had replied to the account
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        post: operations["sandbox-inbound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's webhook endpoints
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        get: operations["webhooks-list"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description The URL must be `https` and resolve to a public address (no loopback, private, link-local or metadata addresses; checked again at every delivery, against the address connected to); the local stage also allows `http://127.0.0.1` and `localhost`. Events are signed as Standard Webhooks do (`webhook-id`, `webhook-timestamp`, `webhook-signature`), delivered at least once with retries for 27 hours.
         *
         *     **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        post: operations["webhooks-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook endpoint
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        get: operations["webhooks-get"];
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        delete: operations["webhooks-delete"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint; `disabled: false` re-enables it
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        patch: operations["webhooks-update"];
        trace?: never;
    };
    "/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret; the old one keeps signing beside it for 24 hours
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        post: operations["webhooks-rotate-secret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook.test event to the endpoint
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`. Limited to 60 requests a minute per account.
         */
        post: operations["webhooks-test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log of the endpoint: every attempt, newest first
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        get: operations["webhook-deliveries-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver that attempt's event again, now
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`. Limited to 60 requests a minute per account.
         */
        post: operations["webhook-deliveries-retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the account's data, page by page (owner only, audited)
         * @description Every item the account holds as `{type, data}`: the account, its members (without password hashes), API keys (without hashes), webhooks (without secrets), templates, contacts, lists, messages, replies, opt-outs, campaigns, moderation flags, the ledger and the audit trail. The cursor works for this account only. Each page is audited as `account.exported`.
         *
         *     **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        get: operations["account-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the account (owner only; name and password confirm it; audited)
         * @description Locks the account at once (every API key and token of it is refused from the next request), revokes its API keys and sessions, and queues its deletion: contacts, lists, messages, replies, templates, keys, webhooks and memberships are deleted; the ledger (closed with a final entry) and the audit trail are kept. `account.deleted` is audited when the job is done. See docs/privacy.md.
         *
         *     **Auth:** Bearer access token of a role with the permission `accounts.manage`. Limited to 5 requests a minute per signed-in user.
         */
        post: operations["account-deletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/twilio/2010-04-01/Accounts/{AccountSid}/Messages.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List messages (Twilio-compatible)
         * @description HTTP Basic as Twilio: the username is the AccountSid (`AC` + the account id in 32 hex digits) or the API key id, the password one of the account's API keys. Errors are Twilio's body `{code, message, more_info, status}` with Twilio's codes (decision 1602), not this API's envelope. Newest first; filters To, From, DateSent, DateSent<, DateSent>; paging PageSize, Page, PageToken.
         *
         *     **Auth:** No credentials.
         */
        get: operations["twilio-messages-list"];
        put?: never;
        /**
         * Send one SMS (Twilio-compatible)
         * @description HTTP Basic as Twilio: the username is the AccountSid (`AC` + the account id in 32 hex digits) or the API key id, the password one of the account's API keys. Errors are Twilio's body `{code, message, more_info, status}` with Twilio's codes (decision 1602), not this API's envelope. Form-encoded `To`, `From` or `MessagingServiceSid` (required as Twilio requires them; the account's sender id is used), `Body`, and optionally `StatusCallback`: Twilio's status callback (form-encoded, `X-Twilio-Signature` keyed by the API key the message was sent with) is posted there when the message becomes `sent`, `delivered`, `undelivered` or `failed` (decision 1604). The same send path as `POST /public/sms/send`: a message blocked by moderation is created `failed` with `error_code` 30007 and its reason in `error_message`. `ScheduleType=fixed` with `SendAt` (ISO 8601, 15 minutes to 35 days ahead) and `MessagingServiceSid` schedules it: created `scheduled`, charged now, sent at that time, refunded if canceled (decision 1607). `ValidityPeriod` (1 to 36000 seconds, default 36000): a message not handed over within that many seconds of its creation (or SendAt) is never sent; it ends `failed` with `error_code` 30036, refunded (decision 1609).
         *
         *     **Auth:** No credentials.
         */
        post: operations["twilio-messages-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/twilio/2010-04-01/Accounts/{AccountSid}/Messages/{Sid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a message (Twilio-compatible)
         * @description HTTP Basic as Twilio: the username is the AccountSid (`AC` + the account id in 32 hex digits) or the API key id, the password one of the account's API keys. Errors are Twilio's body `{code, message, more_info, status}` with Twilio's codes (decision 1602), not this API's envelope.
         *
         *     **Auth:** No credentials.
         */
        get: operations["twilio-messages-get"];
        put?: never;
        /**
         * Cancel a scheduled message (Twilio-compatible)
         * @description HTTP Basic as Twilio: the username is the AccountSid (`AC` + the account id in 32 hex digits) or the API key id, the password one of the account's API keys. Errors are Twilio's body `{code, message, more_info, status}` with Twilio's codes (decision 1602), not this API's envelope. Form-encoded `Status=canceled`: a message created with `ScheduleType=fixed` and `SendAt` that is still `scheduled` becomes `canceled` and its credits are refunded, once, even against the sweeper sending it at that moment (decision 1607).
         *
         *     **Auth:** No credentials.
         */
        post: operations["twilio-messages-update"];
        /**
         * Delete a message (Twilio-compatible)
         * @description HTTP Basic as Twilio: the username is the AccountSid (`AC` + the account id in 32 hex digits) or the API key id, the password one of the account's API keys. Errors are Twilio's body `{code, message, more_info, status}` with Twilio's codes (decision 1602), not this API's envelope. A delivered, failed, blocked or canceled message: its record (number, text, history) and its place in the list are deleted; the ledger keeps its charge and refund (decision 1608).
         *
         *     **Auth:** No credentials.
         */
        delete: operations["twilio-messages-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/twilio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's settings of the Twilio-compatible API
         * @description **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        get: operations["settings-twilio-get"];
        /**
         * Set the account's settings of the Twilio-compatible API
         * @description `honourOptOuts`: refuse a compatible send to a number on the opt-out ledger with Twilio's 21610 (off by default: single sends do not consult the ledger, as the contract has it). `incomingMessageUrl`: where replies are posted in Twilio's form (https; the webhooks' forgery rules), signed with the value of `signingKeyId` (required with the URL: an active key of the account that has sent on the compatible API; decision 1605). Audited (`twilio.settings_updated`).
         *
         *     **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        put: operations["settings-twilio-put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/twilio/v2/Services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Verify services (Twilio-compatible)
         * @description Twilio Verify v2 compatible: the SDK's `client.verify.v2` with its base at `/api/v1/twilio` (as https://verify.twilio.com). HTTP Basic: the username is the AccountSid or the API key id, the password one of the account's API keys, with the `verify` scope. Errors are Twilio's body with Twilio's codes (decision 1704). Oldest first, `PageSize` (1 to 1000, default 50) a page; Twilio's list page: `services` and `meta`, whose `next_page_url` (absolute, on the URL called) carries the next page's `PageToken`; null on the last.
         *
         *     **Auth:** No credentials.
         */
        get: operations["twilio-verify-services-list"];
        put?: never;
        /**
         * Create a Verify service (Twilio-compatible)
         * @description Twilio Verify v2 compatible: the SDK's `client.verify.v2` with its base at `/api/v1/twilio` (as https://verify.twilio.com). HTTP Basic: the username is the AccountSid or the API key id, the password one of the account's API keys, with the `verify` scope. Errors are Twilio's body with Twilio's codes (decision 1704). Form-encoded `FriendlyName` (the brand the SMS starts with: 1 to 30 letters, digits, spaces or `. & ' -`, at least one letter) and optionally `CodeLength` (4 to 10, default 6). `CustomCodeEnabled=true` is refused: codes come only from our generator.
         *
         *     **Auth:** No credentials.
         */
        post: operations["twilio-verify-services-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/twilio/v2/Services/{ServiceSid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a Verify service (Twilio-compatible)
         * @description Twilio Verify v2 compatible: the SDK's `client.verify.v2` with its base at `/api/v1/twilio` (as https://verify.twilio.com). HTTP Basic: the username is the AccountSid or the API key id, the password one of the account's API keys, with the `verify` scope. Errors are Twilio's body with Twilio's codes (decision 1704).
         *
         *     **Auth:** No credentials.
         */
        get: operations["twilio-verify-services-get"];
        put?: never;
        /**
         * Update a Verify service (Twilio-compatible)
         * @description Twilio Verify v2 compatible: the SDK's `client.verify.v2` with its base at `/api/v1/twilio` (as https://verify.twilio.com). HTTP Basic: the username is the AccountSid or the API key id, the password one of the account's API keys, with the `verify` scope. Errors are Twilio's body with Twilio's codes (decision 1704). Form-encoded `FriendlyName` and `CodeLength`, as at creation; they apply to the service's next verifications (a pending one keeps its brand and code length). `CustomCodeEnabled=true` is refused; Twilio's other parameters are ignored.
         *
         *     **Auth:** No credentials.
         */
        post: operations["twilio-verify-services-update"];
        /**
         * Delete a Verify service (Twilio-compatible)
         * @description Twilio Verify v2 compatible: the SDK's `client.verify.v2` with its base at `/api/v1/twilio` (as https://verify.twilio.com). HTTP Basic: the username is the AccountSid or the API key id, the password one of the account's API keys, with the `verify` scope. Errors are Twilio's body with Twilio's codes (decision 1704). The service is gone at once: its verifications can no longer be checked or read through it (a pending one still expires, and is reachable by `/public/verifications` with its id).
         *
         *     **Auth:** No credentials.
         */
        delete: operations["twilio-verify-services-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/twilio/v2/Services/{ServiceSid}/Verifications/{Sid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a verification (Twilio-compatible)
         * @description Twilio Verify v2 compatible: the SDK's `client.verify.v2` with its base at `/api/v1/twilio` (as https://verify.twilio.com). HTTP Basic: the username is the AccountSid or the API key id, the password one of the account's API keys, with the `verify` scope. Errors are Twilio's body with Twilio's codes (decision 1704). A pending verification, or one out of checks (`max_attempts_reached`); approved, expired and canceled ones are gone, as Twilio deletes them (404 20404).
         *
         *     **Auth:** No credentials.
         */
        get: operations["twilio-verify-verifications-get"];
        put?: never;
        /**
         * Cancel a verification (Twilio-compatible)
         * @description Twilio Verify v2 compatible: the SDK's `client.verify.v2` with its base at `/api/v1/twilio` (as https://verify.twilio.com). HTTP Basic: the username is the AccountSid or the API key id, the password one of the account's API keys, with the `verify` scope. Errors are Twilio's body with Twilio's codes (decision 1704). Form-encoded `Status=canceled`; `approved` is refused (there are no custom codes).
         *
         *     **Auth:** No credentials.
         */
        post: operations["twilio-verify-verifications-update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/twilio/v2/Services/{ServiceSid}/Verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a verification (Twilio-compatible)
         * @description Twilio Verify v2 compatible: the SDK's `client.verify.v2` with its base at `/api/v1/twilio` (as https://verify.twilio.com). HTTP Basic: the username is the AccountSid or the API key id, the password one of the account's API keys, with the `verify` scope. Errors are Twilio's body with Twilio's codes (decision 1704). Form-encoded `To`, `Channel=sms` (the only channel), optionally `Locale` (en, af, zu, xh, st; any other language gets English, as Twilio falls back) and `CustomFriendlyName`. `CustomCode` and `CustomMessage` are refused. The same start as `POST /public/verifications`: a pending verification of the number gets a new code, the fraud guard and resend rules apply, the SMS is charged like any SMS.
         *
         *     **Auth:** No credentials.
         */
        post: operations["twilio-verify-verifications-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/twilio/v2/Services/{ServiceSid}/VerificationCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a code (Twilio-compatible)
         * @description Twilio Verify v2 compatible: the SDK's `client.verify.v2` with its base at `/api/v1/twilio` (as https://verify.twilio.com). HTTP Basic: the username is the AccountSid or the API key id, the password one of the account's API keys, with the `verify` scope. Errors are Twilio's body with Twilio's codes (decision 1704). Form-encoded `Code` and `VerificationSid` or `To` (the number's pending verification). A right code is `approved` (once); a wrong one `pending`, the 5th `max_attempts_reached`.
         *
         *     **Auth:** No credentials.
         */
        post: operations["twilio-verify-checks-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a verification: a one-time code by SMS
         * @description Sends a code of `codeLength` digits (default 6, from a CSPRNG) in a fixed text of `locale` (en, af, zu, xh, st) with your `brand`; valid 10 minutes, at most 5 checks and 5 sends. The SMS goes through the send path of `POST /public/sms/send`: moderated, charged like any SMS (one credit per segment), within spend caps. A number with a pending verification gets that verification back and a new code (the old one stops working), at most every 30 seconds. The code is never stored nor returned: only a keyed hash is kept, and the message shows it masked.
         *
         *     The fraud guard (on for every account) refuses a start, before anything is sent or charged, with 429 and `Retry-After`: per key and per account limits, too many numbers of one prefix or sequential numbers in a short time, and a prefix whose verifications are not being approved (blocked for an hour, or until an operator lifts it: `DELETE /verify/blocks/{prefix}`).
         *
         *     **Auth:** API key (`X-API-Key`) with the scope `verify`.
         */
        post: operations["public-verifications-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/verifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a verification
         * @description **Auth:** API key (`X-API-Key`) with the scope `verify`.
         */
        get: operations["public-verifications-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/verifications/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a code
         * @description Approves the verification when the code is right (compared in constant time). A wrong code is one of the 5 checks; the 5th wrong one ends it `max_attempts_reached`. A check of an expired, canceled or exhausted verification answers that status. Events `verification.approved` and `verification.failed` (expired or max_attempts_reached) go to your webhooks.
         *
         *     **Auth:** API key (`X-API-Key`) with the scope `verify`.
         */
        post: operations["public-verifications-check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/verifications/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a verification
         * @description **Auth:** API key (`X-API-Key`) with the scope `verify`.
         */
        post: operations["public-verifications-cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verify/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The fraud guard's blocks
         * @description Prefixes of numbers on which the fraud guard blocked new verifications of the account (decision 1702).
         *
         *     **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        get: operations["verify-blocks-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verify/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify's conversion and the fraud guard's refusals
         * @description Verifications started and approved over the last 10 and 60 minutes (the windows the fraud guard keeps), in all and per API key, and the starts the guard refused (429, nothing sent or charged) by reason. For the dashboard's Verify page (decision 1705).
         *
         *     **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        get: operations["verify-overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verify/blocks/{prefix}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Lift a block
         * @description Lifts a prefix's block at once; its counters start afresh.
         *
         *     **Auth:** Bearer access token of a role with the permission `accounts.manage`.
         */
        delete: operations["verify-blocks-lift"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Taken: an e-mail is on its way when there is one to send */
        Accepted: {
            /** @constant */
            status: "accepted";
        };
        /** @description The account is locked and its deletion queued */
        AccountDeletionAccepted: {
            accountId: string;
            /** @constant */
            status: "DELETING";
            /** Format: date-time */
            requestedAt: string;
        };
        AccountExportPage: {
            /** @description In a fixed order of kinds: account, members, keys, ... */
            items: components["schemas"]["ExportItem"][];
            /** @description Pass as ?cursor= for the next page (this account's only); null on the last page */
            nextCursor: string | null;
        };
        /** @description An account as platform administrators see it */
        AdminAccount: {
            /** @description acc_ and a ULID */
            id: string;
            name: string;
            balance: number;
            suspended: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An API key, without its value */
        ApiKey: {
            /** @description key_ and a ULID */
            id: string;
            name: string;
            /** @description The first characters of the value, to recognise it; never the whole value */
            prefix: string;
            scopes: ("sms.send" | "sms.read" | "verify")[];
            rateLimitPerMinute: number;
            /** @description Credits this key may spend a day (Africa/Johannesburg); null: only the account cap applies */
            dailySpendLimit: number | null;
            /** Format: date-time */
            createdAt: string;
            lastUsedAt: string | null;
            revokedAt: string | null;
        };
        /** @description One entry of an audit trail */
        AuditEntry: {
            /** @description aud_ and a ULID */
            id: string;
            accountId: string;
            actor: {
                /** @enum {string} */
                type: "user" | "apiKey" | "platformAdmin" | "system";
                id: string;
            };
            /** @description For example member.role_changed, apikey.created, flag.reviewed, account.suspended */
            action: string;
            target?: {
                type: string;
                id: string;
            };
            details?: {
                [key: string]: unknown;
            };
            ip?: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Identity providers a browser can sign in with: ask the endpoint for an ID token (response_type id_token, with state and nonce), then POST it to /auth/social */
        AuthProviders: {
            items: {
                /** @description The configured provider name, e.g. google */
                name: string;
                /** @description For the button: "Sign in with <label>" */
                label: string;
                /** @description The provider's OAuth 2.0 authorization endpoint */
                authorizationUrl: string;
                /** @description Our client id at the provider (an accepted ID-token audience) */
                clientId: string;
                /** @description The scopes to ask for (empty: none) */
                scope: string;
            }[];
        };
        /** @description The SMS credit balance: one credit per message segment */
        Balance: {
            /** @description SMS credits */
            balance: number;
            /** @constant */
            unit: "SMS_CREDITS";
        };
        /** @description A campaign */
        Campaign: {
            /** @description cmp_ and a ULID */
            id: string;
            name: string;
            /** @enum {string} */
            status: "DRAFT" | "SCHEDULED" | "SENDING" | "PAUSED" | "COMPLETED" | "CANCELLED";
            /** @enum {string} */
            kind: "marketing" | "transactional";
            body?: string;
            templateId?: string;
            audience: {
                listIds?: string[];
                contactIds?: string[];
            };
            senderId?: string;
            /** Format: date-time */
            scheduledAt?: string;
            /**
             * Format: date-time
             * @description A marketing campaign outside the direct-marketing hours waits until then
             */
            heldUntil?: string;
            /** Format: date-time */
            launchedAt?: string;
            /** Format: date-time */
            completedAt?: string;
            /** @description Why the service stopped or paused the campaign by itself: ACCOUNT_SUSPENDED (its unsent recipients ended FAILED account_suspended) or SPEND_LIMIT_EXCEEDED (PAUSED: the daily spend cap left no room for the audience as it was at expansion; resume once there is) */
            statusReason?: {
                /** @enum {string} */
                code: "ACCOUNT_SUSPENDED" | "SPEND_LIMIT_EXCEEDED";
                message: string;
            };
            /** @description Every recipient in exactly one count after `recipients`, by its latest state */
            counts: {
                recipients: number;
                queued: number;
                sent: number;
                delivered: number;
                failed: number;
                blocked: number;
                optedOut: number;
                skipped: number;
            };
            reservedCredits: number;
            spentCredits: number;
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A new campaign (DRAFT) */
        CampaignInput: {
            name: string;
            /** @description The text, with {{firstName}}, {{lastName}}, {{phone}} or {{attributes.<name>}} filled per contact */
            body?: string;
            templateId?: string;
            audience: {
                listIds?: string[];
                contactIds?: string[];
            };
            /**
             * @default marketing
             * @enum {string}
             */
            kind?: "marketing" | "transactional";
            senderId?: string;
        };
        /** @description Changes to a DRAFT or SCHEDULED campaign */
        CampaignPatch: {
            name?: string;
            /** @description The text, with {{firstName}}, {{lastName}}, {{phone}} or {{attributes.<name>}} filled per contact */
            body?: string;
            templateId?: string;
            audience?: {
                listIds?: string[];
                contactIds?: string[];
            };
            /** @enum {string} */
            kind?: "marketing" | "transactional";
            senderId?: string | null;
        };
        /** @description What a launch would send and cost */
        CampaignPreview: {
            recipients: number;
            optedOut: number;
            estimatedSegments: number;
            estimatedCost: number;
            samples: {
                contactId: string;
                to: string;
                text: string;
                segments: number;
                moderation: {
                    /** @enum {string} */
                    verdict: "ALLOWED" | "FLAGGED" | "BLOCKED";
                    categories: ("HATE_SPEECH" | "ABUSE" | "RACISM" | "SPAM")[];
                };
            }[];
        };
        /** @description One recipient of a campaign */
        CampaignRecipient: {
            contactId: string;
            to: string;
            messageId: string | null;
            /** @enum {string} */
            status: "QUEUED" | "SENT" | "DELIVERED" | "FAILED" | "BLOCKED" | "OPTED_OUT" | "SKIPPED";
            deliveryStatus: string | null;
        };
        /** @description A contact of the address book */
        Contact: {
            /** @description con_ and a ULID */
            id: string;
            /** @description E.164 (+27...) */
            phone: string;
            firstName: string | null;
            lastName: string | null;
            /** @description Up to 20 name → value pairs */
            attributes: {
                [key: string]: string;
            };
            listIds: string[];
            /** @description The number is on the account's opt-out ledger: no campaign reaches it */
            optedOut: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A CSV import job */
        ContactImport: {
            /** @description imp_ and a ULID */
            id: string;
            /** @enum {string} */
            status: "PENDING" | "RUNNING" | "COMPLETED" | "FAILED";
            /** @description Rows after the header */
            totalRows: number;
            created: number;
            updated: number;
            /** @description Bad rows, all of them */
            skipped: number;
            /** @description The first 1,000 bad rows: `row` is the line in the file (the header is line 1) */
            errors: {
                row: number;
                message: string;
            }[];
            /** Format: date-time */
            createdAt: string;
            completedAt: string | null;
        };
        /** @description A CSV file of contacts to import */
        ContactImportRequest: {
            /** @description The file's text: UTF-8 (a BOM is fine), `,` or `;` separated, quoted fields may hold separators and line breaks, a header row first */
            csv: string;
            /** @description Every imported contact joins it */
            listId?: string;
            /** @description Header name → phone, firstName, lastName, optedOut or attributes.<name> (at most 400). It replaces the default mapping: by header name, case-insensitive (`attributes.<name>` maps to that attribute); other headers become attributes of the same name. */
            columns?: {
                [key: string]: string;
            };
        };
        /** @description A new contact */
        ContactInput: {
            /** @description A South African mobile number, national or E.164; stored and returned as E.164 */
            phone: string;
            firstName?: string;
            lastName?: string;
            /** @description Up to 20 attributes (name → value of at most 200 characters) */
            attributes?: {
                [key: string]: string;
            };
            /** @description The lists the contact is on */
            listIds?: string[];
        };
        /** @description A list of contacts */
        ContactList: {
            /** @description lst_ and a ULID */
            id: string;
            name: string;
            contactCount: number;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Changes to a contact */
        ContactPatch: {
            /** @description A South African mobile number, national or E.164; stored and returned as E.164 */
            phone?: string;
            firstName?: string | null;
            lastName?: string | null;
            /** @description Merged into the contact: a value sets, null removes */
            attributes?: {
                [key: string]: string | null;
            };
            /** @description The lists the contact is on */
            listIds?: string[];
        };
        /** @description A new API key with its full value */
        CreatedApiKey: {
            /** @description key_ and a ULID */
            id: string;
            name: string;
            /** @description The first characters of the value, to recognise it; never the whole value */
            prefix: string;
            scopes: ("sms.send" | "sms.read" | "verify")[];
            rateLimitPerMinute: number;
            /** @description Credits this key may spend a day (Africa/Johannesburg); null: only the account cap applies */
            dailySpendLimit: number | null;
            /** Format: date-time */
            createdAt: string;
            lastUsedAt: string | null;
            revokedAt: string | null;
            /** @description The full value (sk_live_...), shown only in this answer; send it as X-API-Key */
            key: string;
        };
        /** @description A new invite with its token */
        CreatedInvite: {
            /** @description inv_ and a ULID */
            id: string;
            email: string;
            /** @enum {string} */
            role: "OWNER" | "ADMIN" | "MEMBER" | "VIEWER";
            /** @enum {string} */
            status: "PENDING" | "ACCEPTED" | "REVOKED" | "EXPIRED";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            invitedBy: string | null;
            acceptedAt: string | null;
            acceptedBy: string | null;
            revokedAt: string | null;
            /** @description Shown only in this answer: hand it to the invitee for POST /invites/accept */
            token: string;
        };
        /** @description The new balance and the ledger entry of the credit */
        CreditResult: {
            accountId: string;
            /** @description The balance after the credit */
            balance: number;
            /** @constant */
            unit: "SMS_CREDITS";
            transaction: {
                /** @description txn_ and a ULID */
                id: string;
                /** @enum {string} */
                type: "DEBIT" | "REFUND" | "CREDIT";
                /** @description Signed: negative for a debit */
                amount: number;
                reason: string;
                /** Format: date-time */
                createdAt: string;
            };
        };
        /** @description One problem of a request */
        ErrorDetail: {
            /** @description The field at fault (dotted path, or "(body)" for the body as a whole) */
            path: string;
            message: string;
        };
        /** @description Every error of every route, including the answers of the gateway itself (401, 404, 413, 429, 500) */
        ErrorEnvelope: {
            error: {
                /**
                 * @description Stable, UPPER_SNAKE; the status of each code is fixed by the contract
                 * @enum {string}
                 */
                code: "VALIDATION_ERROR" | "INVALID_PHONE_NUMBER" | "MISSING_TEMPLATE_VARIABLE" | "UNAUTHORIZED" | "INSUFFICIENT_BALANCE" | "FORBIDDEN" | "INSUFFICIENT_SCOPE" | "ACCOUNT_SUSPENDED" | "NOT_FOUND" | "TEMPLATE_NOT_FOUND" | "CONFLICT" | "IDEMPOTENCY_KEY_REUSED" | "PAYLOAD_TOO_LARGE" | "TOO_MANY_REQUESTS" | "SPEND_LIMIT_EXCEEDED" | "INTERNAL_ERROR" | "VENDOR_NOT_CONFIGURED" | "CAMPAIGN_STATE" | "IMPORT_INVALID" | "INVALID_SIGNATURE";
                /** @description A human sentence; never a stack trace */
                message: string;
                /** @description Also in the X-Request-Id header; quote it when reporting a problem */
                requestId: string;
                /** @description Validation errors name every problem; absent otherwise */
                details?: components["schemas"]["ErrorDetail"][];
            };
        };
        /** @description One item of the account's data export */
        ExportItem: {
            /** @enum {string} */
            type: "account" | "member" | "apiKey" | "webhook" | "template" | "contact" | "list" | "message" | "reply" | "optOut" | "campaign" | "flag" | "ledger" | "audit";
            /** @description The item as the account holds it, without secrets, hashes or passwords */
            data: {
                [key: string]: unknown;
            };
        };
        /** @description Liveness and the deployed version */
        Health: {
            /** @constant */
            status: "ok";
            /** @description The deployed service version */
            version: string;
        };
        /** @description A reply to one of the account's messages */
        InboundMessage: {
            /** @description inb_ id */
            id: string;
            /** @description The number that replied (E.164) */
            from: string;
            /** @description The number or sender id it replied to */
            to: string;
            body: string;
            /** Format: date-time */
            receivedAt: string;
            /** @description True when the reply opted the number out (a STOP word) */
            optOut: boolean;
        };
        /** @description An invite, never with its token */
        Invite: {
            /** @description inv_ and a ULID */
            id: string;
            email: string;
            /** @enum {string} */
            role: "OWNER" | "ADMIN" | "MEMBER" | "VIEWER";
            /** @enum {string} */
            status: "PENDING" | "ACCEPTED" | "REVOKED" | "EXPIRED";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            invitedBy: string | null;
            acceptedAt: string | null;
            acceptedBy: string | null;
            revokedAt: string | null;
        };
        /** @description One movement of credits; the balance is the sum of them all */
        LedgerEntry: {
            /** @description txn_ and a ULID */
            id: string;
            /** @enum {string} */
            type: "DEBIT" | "REFUND" | "CREDIT";
            /** @description Signed: negative for a debit */
            amount: number;
            reason: string;
            /** @description The message a debit or refund belongs to */
            messageId: string | null;
            /** @description The audit entry of an administrator credit */
            reference: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Daily spend caps (credits per Africa/Johannesburg day) and what was spent today; a send past a cap is 429 SPEND_LIMIT_EXCEEDED and charges nothing */
        Limits: {
            /** @description The account's cap in credits a day; null for none */
            dailySpendLimit: number | null;
            /** @description Credits the account has spent today (every key and the dashboard) */
            spentToday: number;
            /** @description Today in Africa/Johannesburg (YYYY-MM-DD): the day the spend counts against */
            day: string;
            /** @constant */
            timeZone: "Africa/Johannesburg";
            /** @description The live keys that have a cap of their own, with what each spent today */
            apiKeys: {
                id: string;
                name: string;
                dailySpendLimit: number;
                spentToday: number;
            }[];
        };
        /** @description The login shape: the user and a token pair */
        LoginResponse: {
            user: components["schemas"]["User"];
            /** @description JWT; send as Authorization: Bearer <accessToken>; lives 15 minutes */
            accessToken: string;
            /** @description JWT; exchange at POST /auth/refresh; lives 30 days and rotates on each use */
            refreshToken: string;
        };
        /** @description Who the access token is, in which account, with which role and permissions */
        Me: {
            user: {
                /** @description usr_ and a ULID */
                id: string;
                email: string;
                fullName: string;
                /** @description The owner proved the address (a verification link, a reset or a verified social sign-in) */
                emailVerified: boolean;
                /** @description The IANA time zone the dashboard shows and reads times in (default Africa/Johannesburg, South African time) */
                timeZone: string;
            };
            account: {
                id: string;
                name: string;
                suspended: boolean;
            };
            /** @enum {string} */
            role: "OWNER" | "ADMIN" | "MEMBER" | "VIEWER";
            permissions: ("messages.send" | "messages.read" | "templates.manage" | "contacts.manage" | "campaigns.manage" | "apikeys.manage" | "moderation.review" | "billing.manage" | "accounts.manage")[];
            platformAdmin: boolean;
        };
        /** @description A message, as every message route returns it */
        Message: {
            /** @description Message id: msg_ and a ULID */
            id: string;
            /** @enum {string} */
            status: "QUEUED" | "SENDING" | "SENT" | "DELIVERED" | "FAILED" | "BLOCKED";
            /** @description Provider or failure detail when available; otherwise null */
            deliveryStatus: string | null;
            /** @description The recipient in E.164 (+27...) */
            to: string;
            /** @description The text as sent (templates filled); null once the content retention period removed it */
            body: string | null;
            segments: number;
            /** @enum {string} */
            encoding: "GSM-7" | "UCS-2";
            /** @description Credits charged: one per segment; 0 for a BLOCKED message */
            cost: number;
            /** @enum {string} */
            source: "api" | "dashboard" | "campaign" | "system";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Present when moderation raised anything: FLAGGED (sent, flagged for review) or BLOCKED (not sent) */
            moderation?: {
                /** @enum {string} */
                verdict: "ALLOWED" | "FLAGGED" | "BLOCKED";
                categories: ("HATE_SPEECH" | "ABUSE" | "RACISM" | "SPAM")[];
            };
            /** @description The campaign of a campaign message (source "campaign") */
            campaignId?: string;
            /**
             * Format: date-time
             * @description When the message was handed to the vendor (campaign messages)
             */
            sentAt?: string;
        };
        /** @description One step of a message's history */
        MessageEvent: {
            /** Format: date-time */
            at: string;
            /**
             * @description The state the message entered
             * @enum {string}
             */
            status: "QUEUED" | "SENDING" | "SENT" | "DELIVERED" | "FAILED" | "BLOCKED";
            /** @description What the service or the vendor said, as the message's deliveryStatus holds it */
            detail: string | null;
            /** @description The detail in words: a vendor's status or error code explained; null when it says it already */
            explanation: string | null;
        };
        /** @description A moderation flag raised on a message */
        ModerationFlag: {
            /** @description flg_ and a ULID */
            id: string;
            accountId: string;
            messageId: string;
            categories: ("HATE_SPEECH" | "ABUSE" | "RACISM" | "SPAM")[];
            /**
             * @description HIGH blocks the message; LOW (SPAM alone) sends it and flags it
             * @enum {string}
             */
            severity: "HIGH" | "LOW";
            /** @enum {string} */
            status: "OPEN" | "DISMISSED" | "CONFIRMED" | "ACCOUNT_SUSPENDED";
            /** @description The message text with offending words masked */
            excerpt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            reviewedAt?: string;
            reviewedBy?: string;
            note?: string;
        };
        /** @description An OpenAPI 3.1 document (this one) */
        OpenApiDocument: {
            /** @constant */
            openapi: "3.1.0";
            info: {
                title: string;
                version: string;
            } & {
                [key: string]: unknown;
            };
            paths: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description A number that receives no campaign message */
        OptOut: {
            phone: string;
            /** @enum {string} */
            source: "manual" | "inbound" | "import";
            reason: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The AWS origination identities assigned to an account (the platform's own AWS account) */
        OriginationIdentities: {
            accountId: string;
            /** @description Each in its one spelling: E.164, a phone-/pool- id, or an upper-case sender id */
            identities: string[];
        };
        /** @description Account e-mail kept by the local stage instead of sent, newest first */
        Outbox: {
            items: {
                to: string;
                subject: string;
                text: string;
                /** @description The single-use token the mail carries */
                token: string | null;
                /** Format: date-time */
                createdAt: string;
            }[];
        };
        /** @description A device registration */
        PushToken: {
            /** @description The registration id; the same for the same token */
            id: string;
            /** @enum {string} */
            platform: "ios" | "android" | "web";
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The event queued for delivery */
        QueuedWebhookEvent: {
            /** @description evt_ id of the event delivered */
            eventId: string;
        };
        /** @description The local stage's time */
        SandboxClock: {
            /** Format: date-time */
            now: string;
        };
        /** @description One SMS to one recipient: exactly one of body and templateId (with its variables) */
        SendSmsRequest: {
            /** @description A South African mobile number: national (082 123 4567, spaces or dashes allowed) or E.164 (+27...) */
            to: string;
            /** @description Raw text, at most 1600 characters */
            body?: string;
            /** @description A template of the caller's account, used in place of body */
            templateId?: string;
            /** @description Fill the {{names}} of the template (at most 50); ignored with body */
            variables?: {
                [key: string]: string | number | boolean;
            };
        } & ({
            body: string;
        } | {
            templateId: string;
        });
        /** @description A member of the account with their role */
        TeamMember: {
            /** @description The member's user id (usr_...) */
            id: string;
            email: string;
            fullName: string;
            /** @enum {string} */
            role: "OWNER" | "ADMIN" | "MEMBER" | "VIEWER";
            /** Format: date-time */
            joinedAt: string;
        };
        /** @description A message template */
        Template: {
            /** @description tpl_ and a ULID */
            id: string;
            name: string;
            /** @description Up to 1600 characters with {{variable}} placeholders */
            body: string;
            /** @description The {{names}} found in the body */
            variables: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A new access token and the rotated refresh token */
        TokenPair: {
            /** @description JWT; send as Authorization: Bearer <accessToken>; lives 15 minutes */
            accessToken: string;
            /** @description JWT; exchange at POST /auth/refresh; lives 30 days and rotates on each use */
            refreshToken: string;
        };
        /** @description An error in Twilio's body */
        TwilioError: {
            /** @description Twilio's error code (decision 1602) */
            code: number;
            message: string;
            more_info: string;
            status: number;
        };
        /** @description A message in the shape of Twilio's Message resource */
        TwilioMessage: {
            /** @description AC and the account id in 32 hex digits */
            account_sid: string;
            /** @constant */
            api_version: "2010-04-01";
            /** @description The text as sent; null once the content retention period removed it */
            body: string | null;
            /** @description RFC 2822, GMT */
            date_created: string;
            /** @description RFC 2822, GMT: when it was handed to the network; null before */
            date_sent: string | null;
            /** @description RFC 2822, GMT */
            date_updated: string;
            /** @enum {string} */
            direction: "outbound-api" | "inbound";
            /** @description 30007 when moderation blocked it */
            error_code: number | null;
            /** @description Why it failed (the moderation reason of a blocked message) */
            error_message: string | null;
            /** @description The account's sender id, when it has one */
            from: string | null;
            messaging_service_sid: null;
            /** @constant */
            num_media: "0";
            num_segments: string;
            /** @description Rand charged, negative, five decimals; 0.00000 for a failed message */
            price: string | null;
            /** @constant */
            price_unit: "ZAR";
            sid: string;
            /** @enum {string} */
            status: "queued" | "sending" | "sent" | "delivered" | "undelivered" | "failed" | "scheduled" | "canceled";
            subresource_uris: {
                media: string;
                feedback: string;
            };
            to: string;
            uri: string;
        };
        /** @description A page of messages in Twilio's list shape */
        TwilioMessagePage: {
            end: number;
            first_page_uri: string;
            next_page_uri: string | null;
            page: number;
            page_size: number;
            previous_page_uri: string | null;
            start: number;
            uri: string;
            messages: components["schemas"]["TwilioMessage"][];
        };
        /** @description The account's settings of the Twilio-compatible API */
        TwilioSettings: {
            honourOptOuts: boolean;
            incomingMessageUrl: string | null;
            signingKeyId: string | null;
            updatedAt: string | null;
        };
        /** @description A verification in the shape of Twilio's Verification */
        TwilioVerification: {
            /** @description VE and the verification id (vrf_...) in 32 hex digits */
            sid: string;
            /** @description The service it was started through */
            service_sid: string;
            /** @description The account */
            account_sid: string;
            /** @description E.164 */
            to: string;
            /** @constant */
            channel: "sms";
            /** @enum {string} */
            status: "pending" | "approved" | "canceled" | "max_attempts_reached" | "expired";
            valid: boolean;
            lookup: Record<string, never>;
            amount: null;
            payee: null;
            send_code_attempts: {
                time: string | null;
                /** @constant */
                channel: "SMS";
                attempt_sid: null;
            }[];
            /** @description ISO 8601 to the second, GMT */
            date_created: string;
            /** @description ISO 8601 to the second, GMT */
            date_updated: string;
            sna: null;
            url: string;
        };
        /** @description A check in the shape of Twilio's VerificationCheck */
        TwilioVerificationCheck: {
            /** @description The verification checked */
            sid: string;
            /** @description The service */
            service_sid: string;
            /** @description The account */
            account_sid: string;
            to: string;
            /** @constant */
            channel: "sms";
            /** @enum {string} */
            status: "approved" | "pending" | "max_attempts_reached";
            valid: boolean;
            amount: null;
            payee: null;
            sna_attempts_error_codes: unknown[];
            /** @description ISO 8601 to the second, GMT */
            date_created: string;
            /** @description ISO 8601 to the second, GMT */
            date_updated: string;
        };
        /** @description A Verify service in the shape of Twilio's Service */
        TwilioVerifyService: {
            /** @description VA and the service id in 32 hex digits */
            sid: string;
            /** @description AC and the account id in 32 hex digits */
            account_sid: string;
            /** @description The brand the SMS starts with */
            friendly_name: string;
            code_length: number;
            lookup_enabled: boolean;
            psd2_enabled: boolean;
            skip_sms_to_landlines: boolean;
            dtmf_input_required: boolean;
            tts_name: null;
            do_not_share_warning_enabled: boolean;
            /** @constant */
            custom_code_enabled: false;
            push: null;
            totp: null;
            default_template_sid: null;
            whatsapp: null;
            passkeys: null;
            verify_event_subscription_enabled: boolean;
            /** @description ISO 8601 to the second, GMT */
            date_created: string;
            /** @description ISO 8601 to the second, GMT */
            date_updated: string;
            url: string;
            links: {
                verification_checks: string;
                verifications: string;
            };
        };
        /** @description Twilio's list page of Verify services */
        TwilioVerifyServicesPage: {
            services: components["schemas"]["TwilioVerifyService"][];
            meta: {
                page: number;
                page_size: number;
                /** @description Absolute, on the URL called, with PageSize, Page and PageToken */
                first_page_url: string;
                previous_page_url: null;
                next_page_url: string | null;
                /** @constant */
                key: "services";
                /** @description Absolute, on the URL called, with PageSize, Page and PageToken */
                url: string;
            };
        };
        /** @description The user as the API shows it */
        User: {
            /** @description usr_ and a ULID */
            id: string;
            email: string;
            fullName: string;
            /** @description The owner proved the address (a verification link, a reset or a verified social sign-in) */
            emailVerified: boolean;
        };
        /** @description The account's SMS vendor settings; credentials are never returned */
        VendorSettings: {
            /** @constant */
            configured: false;
        } | {
            /** @constant */
            configured: true;
            /** @description sandbox, clickatell, twilio or aws */
            provider: string;
            senderId: string | null;
            /** Format: date-time */
            configuredAt: string;
            /** @description Credential names with masked values ("••••" and at most the last 4 characters) */
            credentials: {
                [key: string]: string;
            };
            /** @description aws: the origination identity sent from */
            originationIdentity?: string;
            /** @description twilio and clickatell: the URL to give the vendor for status and reply callbacks. A Clickatell URL ends with the callback secret, shown in full only by the PUT that issued it ("••••" afterwards). */
            callbackUrl?: string;
        };
        /** @description A one-time code sent by SMS; never the code itself */
        Verification: {
            /** @description Verification id: vrf_ and a ULID */
            id: string;
            /** @description The number in E.164 */
            to: string;
            /** @enum {string} */
            status: "pending" | "approved" | "canceled" | "expired" | "max_attempts_reached";
            /** @enum {string} */
            locale: "en" | "af" | "zu" | "xh" | "st";
            /** @description Codes sent so far */
            sends: number;
            /** @description Codes checked so far */
            checks: number;
            /**
             * Format: date-time
             * @description When the code stops being accepted: 10 minutes after the start
             */
            expiresAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description The outcome of a check: approved, or the status it has */
        VerificationCheck: {
            id: string;
            /** @enum {string} */
            status: "pending" | "approved" | "canceled" | "expired" | "max_attempts_reached";
        };
        /** @description The fraud guard's blocks of the account (decision 1702) */
        VerifyGuard: {
            blocks: {
                /** @description The numbers blocked: this E.164 prefix (the number without its last 4 digits) */
                prefix: string;
                /** @description Why: low_conversion (started verifications were not approved) */
                reason: string;
                /** Format: date-time */
                blockedAt: string;
                /** Format: date-time */
                blockedUntil: string;
                /** @description Verifications started in the hour before the block */
                started: number;
                /** @description Of them, approved */
                approved: number;
            }[];
        };
        /** @description Verify's conversion and the fraud guard's refusals over the windows it keeps (decision 1705) */
        VerifyOverview: {
            /**
             * Format: date-time
             * @description The time of the figures
             */
            asOf: string;
            windows: {
                /** @description The window: the last 10 or 60 minutes */
                minutes: number;
                /** @description Verifications started (new numbers; resends not counted) */
                started: number;
                /** @description Verifications approved */
                approved: number;
                /** @description approved / started (at most 1); null before any start */
                conversion: number | null;
                /** @description Starts the fraud guard refused (429), nothing sent or charged */
                blocked: number;
            }[];
            blockedByReason: {
                /** @enum {string} */
                reason: "key_limit" | "account_limit" | "prefix_velocity" | "sequential" | "low_conversion" | "blocked";
                /** @description Refused starts of the last 60 minutes for this reason */
                count: number;
            }[];
            keys: {
                id: string;
                name: string;
                /** @description The key's first characters */
                prefix: string;
                revoked: boolean;
                /** @description Started in the last 60 minutes */
                started: number;
                /** @description Approved in the last 60 minutes */
                approved: number;
                /** @description approved / started (at most 1); null before any start */
                conversion: number | null;
            }[];
        };
        /** @description A webhook endpoint of the account */
        Webhook: {
            /** @description whk_ id */
            id: string;
            url: string;
            events: ("message.sent" | "message.delivered" | "message.failed" | "message.blocked" | "campaign.completed" | "inbound.received" | "optout.created" | "webhook.test" | "verification.approved" | "verification.failed")[];
            description: string | null;
            /** @description True once disabled (by PATCH, or after five days without a success) */
            disabled: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description One attempt of delivering an event to the endpoint */
        WebhookDelivery: {
            /** @description dlv_ id of this attempt */
            id: string;
            eventId: string;
            /** @enum {string} */
            eventType: "message.sent" | "message.delivered" | "message.failed" | "message.blocked" | "campaign.completed" | "inbound.received" | "optout.created" | "webhook.test" | "verification.approved" | "verification.failed";
            attempt: number;
            statusCode: number | null;
            error: string | null;
            durationMs: number;
            nextAttemptAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A webhook endpoint with its new signing secret */
        WebhookWithSecret: {
            /** @description whk_ id */
            id: string;
            url: string;
            events: ("message.sent" | "message.delivered" | "message.failed" | "message.blocked" | "campaign.completed" | "inbound.received" | "optout.created" | "webhook.test" | "verification.approved" | "verification.failed")[];
            description: string | null;
            /** @description True once disabled (by PATCH, or after five days without a success) */
            disabled: boolean;
            /** Format: date-time */
            createdAt: string;
            /** @description whsec_ + base64 of 32 random bytes; shown only in this answer */
            secret: string;
        };
    };
    responses: {
        /** @description No X-API-Key, or a key that is unknown or revoked, or whose account no longer exists */
        ApiKeyUnauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
        };
        /** @description No bearer token, or one that is invalid, expired, of an ended session or of an account that no longer exists */
        BearerUnauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
        };
        /** @description The API key lacks the sms.read scope */
        "InsufficientScope.sms.read": {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE";
                    };
                };
            };
        };
        /** @description The API key lacks the verify scope */
        "InsufficientScope.verify": {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_SCOPE";
                    };
                };
            };
        };
        /** @description An unexpected error; logged with the request id, never answered with a stack trace */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "INTERNAL_ERROR";
                    };
                };
            };
        };
        /** @description The body is not JSON or not valid for this route; `details` names every problem */
        InvalidBody: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
        };
        /** @description A query parameter (or the cursor) is not valid; `details` names it */
        InvalidQuery: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
        };
        /** @description The caller's role lacks the accounts.manage permission */
        "MissingPermission.accounts.manage": {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN";
                    };
                };
            };
        };
        /** @description The caller's role lacks the apikeys.manage permission */
        "MissingPermission.apikeys.manage": {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN";
                    };
                };
            };
        };
        /** @description The caller's role lacks the billing.manage permission */
        "MissingPermission.billing.manage": {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN";
                    };
                };
            };
        };
        /** @description The caller's role lacks the campaigns.manage permission */
        "MissingPermission.campaigns.manage": {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN";
                    };
                };
            };
        };
        /** @description The caller's role lacks the contacts.manage permission */
        "MissingPermission.contacts.manage": {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN";
                    };
                };
            };
        };
        /** @description The caller's role lacks the messages.read permission */
        "MissingPermission.messages.read": {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN";
                    };
                };
            };
        };
        /** @description The caller's role lacks the moderation.review permission */
        "MissingPermission.moderation.review": {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN";
                    };
                };
            };
        };
        /** @description The caller's role lacks the templates.manage permission */
        "MissingPermission.templates.manage": {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN";
                    };
                };
            };
        };
        /** @description The caller is not a platform administrator */
        NotPlatformAdmin: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN";
                    };
                };
            };
        };
        /** @description The body is larger than the service accepts (64 KiB by default) */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
        };
        /** @description The API key's per-minute limit (default 60, set per key), or the stage throttle. The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
        "RateLimited.ApiKey": {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
        };
        /** @description The stage-wide throttle of a deployed stage. The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
        "RateLimited.Stage": {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {unknown} */
                        code?: "TOO_MANY_REQUESTS";
                    };
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The request id, also in the body of every error; quote it when reporting a problem */
        RequestId: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is up */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "openapi-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document of this API */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "public-send-sms": {
        parameters: {
            query?: never;
            header?: {
                /** @description A retry with the same key and body returns the first response (with Idempotent-Replayed: true) and never sends or charges twice; the same key with another body is 409 IDEMPOTENCY_KEY_REUSED. Kept at least 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendSmsRequest"];
            };
        };
        responses: {
            /** @description Accepted: stored, charged and queued (QUEUED), or BLOCKED by moderation (not sent, cost 0). A replay of an Idempotency-Key answers the first response again. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description "true" when this is the stored answer to an earlier request with the same key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description VALIDATION_ERROR: the body (or the Idempotency-Key) is not valid, e.g. neither or both of body and templateId; INVALID_PHONE_NUMBER: `to` is not a South African mobile number; MISSING_TEMPLATE_VARIABLE: the template needs a variable that was not supplied */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "VALIDATION_ERROR" | "INVALID_PHONE_NUMBER" | "MISSING_TEMPLATE_VARIABLE";
                        };
                    };
                };
            };
            401: components["responses"]["ApiKeyUnauthorized"];
            /** @description The balance does not cover the message (one credit per segment) */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "INSUFFICIENT_BALANCE";
                        };
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE: the key lacks sms.send; ACCOUNT_SUSPENDED: the account is suspended (sending is disabled, reads still work) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "INSUFFICIENT_SCOPE" | "ACCOUNT_SUSPENDED";
                        };
                    };
                };
            };
            /** @description `templateId` is not a template of the caller's account */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TEMPLATE_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The Idempotency-Key was used before with a different body */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "IDEMPOTENCY_KEY_REUSED";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description TOO_MANY_REQUESTS: a rate limit, or the stage throttle; SPEND_LIMIT_EXCEEDED: the daily spend cap of the account or of the API key would be passed (credits per Africa/Johannesburg day; nothing is charged). The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS" | "SPEND_LIMIT_EXCEEDED";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
            /** @description No SMS vendor is configured on the account */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "VENDOR_NOT_CONFIGURED";
                        };
                    };
                };
            };
        };
    };
    "public-get-sms": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["ApiKeyUnauthorized"];
            403: components["responses"]["InsufficientScope.sms.read"];
            /** @description No message with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.ApiKey"];
            500: components["responses"]["InternalError"];
        };
    };
    "public-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SMS credit balance */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Balance"];
                };
            };
            401: components["responses"]["ApiKeyUnauthorized"];
            403: components["responses"]["InsufficientScope.sms.read"];
            429: components["responses"]["RateLimited.ApiKey"];
            500: components["responses"]["InternalError"];
        };
    };
    "auth-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    fullName: string;
                    /** @description Default: the full name */
                    accountName?: string;
                };
            };
        };
        responses: {
            /** @description The new user (OWNER of a new account), signed in */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["InvalidBody"];
            /** @description A user with this e-mail exists already (in any letter case) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description More than 5 requests in a rolling minute from this client IP (whatever credentials are sent), or the stage throttle. The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "auth-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["InvalidBody"];
            /** @description A wrong e-mail and a wrong password give the same answer */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "UNAUTHORIZED";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description More than 10 requests in a rolling minute from this client IP (whatever credentials are sent), or the stage throttle. The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "auth-refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description A new token pair; the refresh token sent is used up */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["InvalidBody"];
            /** @description The refresh token is invalid, expired or revoked; reusing a rotated one revokes its whole family */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "UNAUTHORIZED";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description More than 20 requests in a rolling minute from this client IP (whatever credentials are sent), or the stage throttle. The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "auth-social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    idToken: string;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["InvalidBody"];
            /** @description The ID token is invalid, expired or not from a configured identity provider */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description The identity provider has not verified the e-mail address */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description More than 10 requests in a rolling minute from this client IP (whatever credentials are sent), or the stage throttle. The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "auth-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers, possibly none */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthProviders"];
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "auth-logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description Signed out: the refresh token and the access tokens of its session stop working */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidBody"];
            /** @description The refresh token is not one this service issued */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "UNAUTHORIZED";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "auth-me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who the token is */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "auth-me-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The IANA time zone the dashboard shows and reads times in (default Africa/Johannesburg, South African time) */
                    timeZone: string;
                };
            };
        };
        responses: {
            /** @description Set; who the token is, as GET /auth/me answers */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description More than 10 by this user in a rolling minute, or the stage throttle. The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "invites-accept": {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <accessToken> of the invited user, instead of the password (the invite's e-mail must match) */
                Authorization?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The invite token returned once by POST /invites */
                    token: string;
                    /** @description A new user's password (12 to 128 characters), or an existing user's current password */
                    password?: string;
                    /** @description Required when the invite creates a new user */
                    fullName?: string;
                };
            };
        };
        responses: {
            /** @description Joined with the invited role and signed in to the account */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["InvalidBody"];
            /** @description The existing user's password is wrong, or the bearer token sent is not valid */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description The bearer token is of a user with another e-mail than the invite */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description No invite with this token */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The invite was accepted, revoked or has expired, or the user is a member already */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description More than 10 requests in a rolling minute from this client IP (whatever credentials are sent), or the stage throttle. The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "auth-verify-email": {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <accessToken> of the invited user, instead of the password (the invite's e-mail must match) */
                Authorization?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token of the link in the e-mail (the `token` parameter) */
                    token: string;
                };
            };
        };
        responses: {
            /** @description The e-mail is verified */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token is invalid, used or expired */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description A bearer token was sent and is not valid */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "UNAUTHORIZED";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description More than 10 requests in a rolling minute from this client IP (whatever credentials are sent), or the stage throttle. The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "auth-verify-email-resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent, unless the e-mail is verified already */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Accepted"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description More than 3 by this user in a rolling minute, or the stage throttle. The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "auth-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Taken */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Accepted"];
                };
            };
            400: components["responses"]["InvalidBody"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description More than 5 requests in a rolling minute from this client IP (whatever credentials are sent), or the stage throttle. The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "auth-password-reset-confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token of the link in the e-mail (the `token` parameter) */
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The password is set; sign in with it */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token is invalid, used or expired, or the password is not acceptable */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description More than 10 requests in a rolling minute from this client IP (whatever credentials are sent), or the stage throttle. The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "auth-password-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Changed */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The current password is wrong, or the user has none (a password reset sets one) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description More than 5 by this user in a rolling minute, or the stage throttle. The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "auth-logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every refresh token and access token of the user stops working, this one included */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "sandbox-outbox": {
        parameters: {
            query: {
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The e-mail kept for the address */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outbox"];
                };
            };
            400: components["responses"]["InvalidQuery"];
            /** @description Not the local stage */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "team-members-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of members */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["TeamMember"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.accounts.manage"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "team-members-remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member userId */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["BearerUnauthorized"];
            /** @description The caller lacks accounts.manage, or: Only an OWNER grants OWNER or changes or removes an OWNER */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description No member with this user id in the account */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The last OWNER cannot be removed, or the team changed meanwhile (retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "team-members-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member userId */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "OWNER" | "ADMIN" | "MEMBER" | "VIEWER";
                };
            };
        };
        responses: {
            /** @description The member with their new role */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The caller lacks accounts.manage, or: Only an OWNER grants OWNER or changes or removes an OWNER */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description No member with this user id in the account */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The last OWNER cannot step down, or the team changed meanwhile (retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "invites-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invites of every status */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["Invite"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.accounts.manage"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "invites-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "OWNER" | "ADMIN" | "MEMBER" | "VIEWER";
                };
            };
        };
        responses: {
            /** @description The pending invite with its token (no e-mail is sent) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedInvite"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The caller lacks accounts.manage, only an OWNER may invite an OWNER, or the caller's e-mail is not verified */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description A user with this e-mail is a member of the account already */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "invites-revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invite id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked (or revoked already): its token is refused from now on */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.accounts.manage"];
            /** @description No invite with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The invite has been accepted already; remove the member instead */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "api-keys-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of keys, revoked ones included */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["ApiKey"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.apikeys.manage"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "api-keys-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("sms.send" | "sms.read" | "verify")[];
                    rateLimitPerMinute?: number;
                    /** @description Credits a day (Africa/Johannesburg) that may be spent; null for no cap */
                    dailySpendLimit?: number | null;
                };
            };
        };
        responses: {
            /** @description The new key with its full value */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The role lacks apikeys.manage, or the caller's e-mail is not verified yet */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "api-keys-revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The API key id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked (or revoked already) */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.apikeys.manage"];
            /** @description No API key with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "api-keys-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The API key id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    rateLimitPerMinute?: number;
                    /** @description Credits a day (Africa/Johannesburg) that may be spent; null for no cap */
                    dailySpendLimit?: number | null;
                };
            };
        };
        responses: {
            /** @description The key as it is now */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.apikeys.manage"];
            /** @description No API key with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The key has been revoked */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "templates-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of templates */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["Template"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "templates-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    body: string;
                };
            };
        };
        responses: {
            /** @description The template, with the {{variables}} found */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.templates.manage"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "templates-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            /** @description No template with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "templates-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    body: string;
                };
            };
        };
        responses: {
            /** @description The template as it is now */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.templates.manage"];
            /** @description No template with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "templates-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.templates.manage"];
            /** @description No template with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "messages-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
                status?: "QUEUED" | "SENDING" | "SENT" | "DELIVERED" | "FAILED" | "BLOCKED";
                /** @description Digits of the recipient number, any part of it: 0821234567, +27821234567 or 4567 */
                number?: string;
                source?: "api" | "dashboard" | "campaign" | "system";
                /** @description Only the messages of this campaign */
                campaignId?: string;
                /** @description Only messages created at or after this time (ISO 8601) */
                createdAfter?: string;
                /** @description Only messages created before this time (ISO 8601) */
                createdBefore?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages of every source */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["Message"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "messages-send": {
        parameters: {
            query?: never;
            header?: {
                /** @description A retry with the same key and body returns the first response (with Idempotent-Replayed: true) and never sends or charges twice; the same key with another body is 409 IDEMPOTENCY_KEY_REUSED. Kept at least 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendSmsRequest"];
            };
        };
        responses: {
            /** @description Accepted: stored, charged and queued (QUEUED), or BLOCKED by moderation (not sent, cost 0). A replay of an Idempotency-Key answers the first response again. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description "true" when this is the stored answer to an earlier request with the same key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description VALIDATION_ERROR: the body (or the Idempotency-Key) is not valid, e.g. neither or both of body and templateId; INVALID_PHONE_NUMBER: `to` is not a South African mobile number; MISSING_TEMPLATE_VARIABLE: the template needs a variable that was not supplied */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "VALIDATION_ERROR" | "INVALID_PHONE_NUMBER" | "MISSING_TEMPLATE_VARIABLE";
                        };
                    };
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            /** @description The balance does not cover the message (one credit per segment) */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "INSUFFICIENT_BALANCE";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the role lacks messages.send; ACCOUNT_SUSPENDED: the account is suspended (sending is disabled, reads still work) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN" | "ACCOUNT_SUSPENDED";
                        };
                    };
                };
            };
            /** @description `templateId` is not a template of the caller's account */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TEMPLATE_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The Idempotency-Key was used before with a different body */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "IDEMPOTENCY_KEY_REUSED";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description TOO_MANY_REQUESTS: a rate limit, or the stage throttle; SPEND_LIMIT_EXCEEDED: the daily spend cap of the account or of the API key would be passed (credits per Africa/Johannesburg day; nothing is charged). The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS" | "SPEND_LIMIT_EXCEEDED";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
            /** @description No SMS vendor is configured on the account */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "VENDOR_NOT_CONFIGURED";
                        };
                    };
                };
            };
        };
    };
    "messages-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            /** @description No message with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "usage-get": {
        parameters: {
            query?: {
                /** @description How many days, today last: 7, 30 or 90 */
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every day of the period, today last, and the totals */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        days: {
                            day: string;
                            accepted: number;
                            delivered: number;
                            failed: number;
                            blocked: number;
                            flagged: number;
                            credits: number;
                        }[];
                        totals: {
                            accepted: number;
                            delivered: number;
                            failed: number;
                            blocked: number;
                            flagged: number;
                            credits: number;
                        };
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "messages-events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The history */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MessageEvent"][];
                    };
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            /** @description No message with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "sms-vendor-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings, or `{"configured": false}` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorSettings"];
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            /** @description The role lacks accounts.manage */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "sms-vendor-put": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    provider: "sandbox" | "clickatell" | "twilio" | "aws";
                    senderId?: string;
                    credentials?: {
                        [key: string]: unknown;
                    };
                    originationIdentity?: string;
                };
            };
        };
        responses: {
            /** @description The settings, credentials masked */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorSettings"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The role lacks accounts.manage, or the caller's e-mail is not verified yet */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description aws: the origination identity is configured on another account */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "sms-vendor-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed (or there were none): sends answer 503 VENDOR_NOT_CONFIGURED until a new PUT */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["BearerUnauthorized"];
            /** @description The role lacks accounts.manage */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "billing-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance, the same figure as GET /public/balance */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Balance"];
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            /** @description The role lacks billing.manage */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "settings-limits-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caps and today's spend */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Limits"];
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.billing.manage"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "settings-limits-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Credits a day (Africa/Johannesburg) that may be spent; null for no cap */
                    dailySpendLimit: number | null;
                };
            };
        };
        responses: {
            /** @description The caps as they are now */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Limits"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.billing.manage"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "billing-transactions": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of ledger entries */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["LedgerEntry"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.billing.manage"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "push-tokens-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    /** @enum {string} */
                    platform: "ios" | "android" | "web";
                };
            };
        };
        responses: {
            /** @description Registered for the caller (new, again, or moved within the account) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushToken"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The token is registered to a user of another account */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "push-tokens-unregister": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Done, whether or not the token was the caller's (nothing is revealed) */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "moderation-flags-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
                status?: "OPEN" | "DISMISSED" | "CONFIRMED" | "ACCOUNT_SUSPENDED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of flags */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["ModerationFlag"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.moderation.review"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "admin-moderation-flags-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
                status?: "OPEN" | "DISMISSED" | "CONFIRMED" | "ACCOUNT_SUSPENDED";
                accountId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of flags */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["ModerationFlag"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["NotPlatformAdmin"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "admin-moderation-flags-review": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The moderation flag id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "OPEN" | "DISMISSED" | "CONFIRMED" | "ACCOUNT_SUSPENDED";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The reviewed flag */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationFlag"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["NotPlatformAdmin"];
            /** @description No flag with this id (or its account no longer exists) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The flag was reviewed by someone else meanwhile; read it again and retry */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "audit-log-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit entries */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["AuditEntry"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.accounts.manage"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "admin-audit-log-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
                accountId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit entries */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["AuditEntry"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["NotPlatformAdmin"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "admin-accounts-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of accounts */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["AdminAccount"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["NotPlatformAdmin"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "admin-accounts-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    suspended: boolean;
                };
            };
        };
        responses: {
            /** @description The account as it is now */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAccount"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["NotPlatformAdmin"];
            /** @description No account with this id */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "admin-accounts-credit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The new balance and the ledger entry */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditResult"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["NotPlatformAdmin"];
            /** @description No account with this id */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "admin-origination-identities-put": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    identities: string[];
                };
            };
        };
        responses: {
            /** @description The identities now assigned */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginationIdentities"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["NotPlatformAdmin"];
            /** @description No account with this id */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description An identity is assigned to another account */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "contacts-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
                /** @description Only the members of this list */
                listId?: string;
                /** @description A prefix of the first or last name, or digits of the number */
                search?: string;
                optedOut?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contacts */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["Contact"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            /** @description No contact list with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "contacts-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactInput"];
            };
        };
        responses: {
            /** @description The contact */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            /** @description The body is not valid, or the phone is not a South African mobile number */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "VALIDATION_ERROR" | "INVALID_PHONE_NUMBER";
                        };
                    };
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.contacts.manage"];
            /** @description A contact with this phone is on the account already */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "contacts-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The contact id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            /** @description No contact with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "contacts-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The contact id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.contacts.manage"];
            /** @description No contact with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "contacts-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The contact id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactPatch"];
            };
        };
        responses: {
            /** @description The contact as it is now */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            /** @description The body is not valid, or the phone is not a South African mobile number */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "VALIDATION_ERROR" | "INVALID_PHONE_NUMBER";
                        };
                    };
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.contacts.manage"];
            /** @description No contact with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description Another contact has this phone, or the contact changed meanwhile */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "contact-lists-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of lists */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["ContactList"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "contact-lists-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The list */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactList"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.contacts.manage"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "contact-lists-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The contact list id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactList"];
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            /** @description No contact list with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "contact-lists-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The contact list id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.contacts.manage"];
            /** @description No contact list with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "contact-lists-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The contact list id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The list */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactList"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.contacts.manage"];
            /** @description No contact list with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "contact-list-members-add": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The contact list id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contactIds: string[];
                };
            };
        };
        responses: {
            /** @description The list with its new count */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactList"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.contacts.manage"];
            /** @description No contact list with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "contact-list-members-remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The contact list id */
                id: string;
                /** @description The contact list contactId */
                contactId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not on the list (any more) */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.contacts.manage"];
            /** @description No contact list with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "contact-imports-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactImportRequest"];
            };
        };
        responses: {
            /** @description The import, PENDING */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactImport"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.contacts.manage"];
            /** @description The body exceeds 5 MB: split the file */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "PAYLOAD_TOO_LARGE";
                        };
                    };
                };
            };
            /** @description The file cannot be read as CSV, or it has no phone column */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "IMPORT_INVALID";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "contact-imports-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The import id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactImport"];
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            /** @description No import with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "opt-outs-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of opt-outs */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["OptOut"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "opt-outs-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A South African mobile number, national or E.164; stored and returned as E.164 */
                    phone: string;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The opt-out (the existing one if there was one) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OptOut"];
                };
            };
            /** @description The body is not valid, or the phone is not a South African mobile number */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "VALIDATION_ERROR" | "INVALID_PHONE_NUMBER";
                        };
                    };
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.contacts.manage"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "opt-outs-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The opted-out phone */
                phone: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The number may receive campaigns again (also when it was not opted out: nothing is audited) */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The phone is not a South African mobile number */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "INVALID_PHONE_NUMBER";
                        };
                    };
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.contacts.manage"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "campaigns-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
                status?: "DRAFT" | "SCHEDULED" | "SENDING" | "PAUSED" | "COMPLETED" | "CANCELLED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of campaigns */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["Campaign"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "campaigns-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignInput"];
            };
        };
        responses: {
            /** @description The campaign */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.campaigns.manage"];
            /** @description No such template on the account */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TEMPLATE_NOT_FOUND";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "campaigns-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaign */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            /** @description No campaign with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "campaigns-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.campaigns.manage"];
            /** @description No campaign with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The campaign's status does not allow this (CAMPAIGN_STATE), or another request changed it meanwhile (CONFLICT: read it again and retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CAMPAIGN_STATE" | "CONFLICT";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "campaigns-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignPatch"];
            };
        };
        responses: {
            /** @description The campaign */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.campaigns.manage"];
            /** @description No campaign with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The campaign's status does not allow this (CAMPAIGN_STATE), or another request changed it meanwhile (CONFLICT: read it again and retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CAMPAIGN_STATE" | "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "campaigns-preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignPreview"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.campaigns.manage"];
            /** @description No campaign with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "campaigns-launch": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description Start then instead of now
                     */
                    scheduledAt?: string;
                };
            };
        };
        responses: {
            /** @description SCHEDULED or SENDING */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The balance does not cover the estimate */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "INSUFFICIENT_BALANCE";
                        };
                    };
                };
            };
            /** @description The role lacks campaigns.manage, or the account is suspended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN" | "ACCOUNT_SUSPENDED";
                        };
                    };
                };
            };
            /** @description No campaign with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The campaign's status does not allow this (CAMPAIGN_STATE), or another request changed it meanwhile (CONFLICT: read it again and retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CAMPAIGN_STATE" | "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description The reservation would pass the account's daily spend cap, or the stage throttle */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS" | "SPEND_LIMIT_EXCEEDED";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
            /** @description No SMS vendor is configured */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "VENDOR_NOT_CONFIGURED";
                        };
                    };
                };
            };
        };
    };
    "campaigns-pause": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaign */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.campaigns.manage"];
            /** @description No campaign with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The campaign's status does not allow this (CAMPAIGN_STATE), or another request changed it meanwhile (CONFLICT: read it again and retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CAMPAIGN_STATE" | "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "campaigns-resume": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaign */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The role lacks campaigns.manage, or the account is suspended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN" | "ACCOUNT_SUSPENDED";
                        };
                    };
                };
            };
            /** @description No campaign with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The campaign's status does not allow this (CAMPAIGN_STATE), or another request changed it meanwhile (CONFLICT: read it again and retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CAMPAIGN_STATE" | "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "campaigns-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaign */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.campaigns.manage"];
            /** @description No campaign with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The campaign's status does not allow this (CAMPAIGN_STATE), or another request changed it meanwhile (CONFLICT: read it again and retry) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CAMPAIGN_STATE" | "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "campaign-recipients-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
                status?: "QUEUED" | "SENDING" | "SENT" | "DELIVERED" | "FAILED" | "BLOCKED" | "OPTED_OUT" | "SKIPPED";
            };
            header?: never;
            path: {
                /** @description The campaign id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of recipients */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["CampaignRecipient"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            /** @description No campaign with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "campaign-report-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The campaign id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row (contactId,to,messageId,status,deliveryStatus), then one line per recipient */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            /** @description No campaign with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "sandbox-clock-set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description The time the service uses from now on (it runs on)
                     */
                    now: string;
                };
            };
        };
        responses: {
            /** @description The time now */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClock"];
                };
            };
            400: components["responses"]["InvalidBody"];
            /** @description No route with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "sandbox-clock-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The time now */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClock"];
                };
            };
            /** @description No route with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "callbacks-twilio": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/xml": string;
                };
            };
            400: components["responses"]["InvalidBody"];
            /** @description The vendor's signature or secret does not match the account's vendor settings */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "INVALID_SIGNATURE";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "callbacks-clickatell": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
                secret: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidBody"];
            /** @description The vendor's signature or secret does not match the account's vendor settings */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "INVALID_SIGNATURE";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description Past the account's callback limit (a wrong secret never counts), or the stage throttle; Clickatell sends the callback again */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "inbound-messages-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
                /** @description Digits of the number that replied, any part of it: 0821234567, +27821234567 or 4567 */
                number?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of inbound messages */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["InboundMessage"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.messages.read"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "sandbox-inbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: string;
                    body: string;
                };
            };
        };
        responses: {
            /** @description The reply as stored */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboundMessage"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The role lacks accounts.manage */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description No route with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "webhooks-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every endpoint (at most ten) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["Webhook"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The role lacks accounts.manage */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "webhooks-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("message.sent" | "message.delivered" | "message.failed" | "message.blocked" | "campaign.completed" | "inbound.received" | "optout.created" | "webhook.test" | "verification.approved" | "verification.failed")[];
                    description?: string;
                };
            };
        };
        responses: {
            /** @description The endpoint and its secret */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The role lacks accounts.manage, or the caller's e-mail is not verified yet */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description The webhook changed meanwhile, or the account has ten endpoints already */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "webhooks-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            /** @description The role lacks accounts.manage */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description No webhook with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "webhooks-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["BearerUnauthorized"];
            /** @description The role lacks accounts.manage */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description No webhook with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "webhooks-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    events?: ("message.sent" | "message.delivered" | "message.failed" | "message.blocked" | "campaign.completed" | "inbound.received" | "optout.created" | "webhook.test" | "verification.approved" | "verification.failed")[];
                    description?: string | null;
                    disabled?: boolean;
                };
            };
        };
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The role lacks accounts.manage */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description No webhook with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The webhook changed meanwhile, or the account has ten endpoints already */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "webhooks-rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint and its new secret */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The role lacks accounts.manage */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description No webhook with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The webhook changed meanwhile, or the account has ten endpoints already */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "webhooks-test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueuedWebhookEvent"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The role lacks accounts.manage */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description No webhook with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description More than 60 by this account in a rolling minute, or the stage throttle. The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "webhook-deliveries-list": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The webhook id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of attempts */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        items: components["schemas"]["WebhookDelivery"][];
                        /** @description Pass as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The role lacks accounts.manage */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description No webhook with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "webhook-deliveries-retry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook delivery id */
                id: string;
                /** @description The webhook delivery deliveryId */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueuedWebhookEvent"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The role lacks accounts.manage */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description No delivery with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description More than 60 by this account in a rolling minute, or the stage throttle. The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "account-export": {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the export */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountExportPage"];
                };
            };
            400: components["responses"]["InvalidQuery"];
            401: components["responses"]["BearerUnauthorized"];
            /** @description The caller is not the account's OWNER */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "account-deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The account name exactly, as a confirmation */
                    accountName: string;
                    /** @description The owner's password, checked again */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Locked; the deletion is queued */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDeletionAccepted"];
                };
            };
            /** @description The body is not valid, or the account name does not match */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            /** @description The caller is not the account's OWNER, or the password is wrong */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "FORBIDDEN";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description More than 5 by this user in a rolling minute, or the stage throttle. The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "twilio-messages-list": {
        parameters: {
            query?: {
                /** @description Only messages to this number (E.164) */
                To?: string;
                /** @description Only messages from this sender */
                From?: string;
                /** @description Only messages sent on this day (YYYY-MM-DD, GMT) */
                DateSent?: string;
                /** @description Only messages sent on or before this day (YYYY-MM-DD, GMT) */
                "DateSent<"?: string;
                /** @description Only messages sent on or after this day (YYYY-MM-DD, GMT) */
                "DateSent>"?: string;
                /** @description Messages per page, 1 to 1000 (default 50) */
                PageSize?: string;
                /** @description The page's index, as the previous page's next_page_uri gives it */
                Page?: string;
                /** @description The position after the previous page, from its next_page_uri */
                PageToken?: string;
            };
            header?: never;
            path: {
                /** @description The AccountSid: AC and 32 hex digits (the account id, decision 1601) */
                AccountSid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioMessagePage"];
                };
            };
            /** @description 20422: a malformed filter or page parameter */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20003 Authenticate: no Basic credentials, an unknown or revoked key, or a username not its own */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20403: the key lacks the route's scope */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20404: the path names another account, or no such message */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20429: the key's per-minute limit, or its daily spend cap */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20500: an unexpected error, logged with the request id */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
        };
    };
    "twilio-messages-create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The AccountSid: AC and 32 hex digits (the account id, decision 1601) */
                AccountSid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message, created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioMessage"];
                };
            };
            /** @description 21604 no To, 21211 To not a South African mobile, 21603 no From, 21602 no Body, 21617 too long, 21609 a StatusCallback URL refused (not https, a private address, over 4000 characters); 35111 ScheduleType=fixed without SendAt, 35118 no MessagingServiceSid to schedule, 35114 SendAt outside 15 minutes to 35 days ahead, 20422 a ScheduleType other than fixed; 21624 a ValidityPeriod that is not 1 to 36000 whole seconds */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20003 Authenticate: no Basic credentials, an unknown or revoked key, or a username not its own */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20005: the credits do not cover the segments */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20403: the key lacks sms.send; 10001: the account is suspended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20404: the path names another account, or no such message */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20409: an Idempotency-Key reused with another body */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20429: the key's per-minute limit, or its daily spend cap */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20500: an unexpected error, logged with the request id */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20503: the account has no SMS vendor configured */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
        };
    };
    "twilio-messages-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The AccountSid: AC and 32 hex digits (the account id, decision 1601) */
                AccountSid: string;
                /** @description The message's SID with .json: SM and 32 hex digits, then .json */
                Sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioMessage"];
                };
            };
            /** @description 20003 Authenticate: no Basic credentials, an unknown or revoked key, or a username not its own */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20403: the key lacks the route's scope */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20404: the path names another account, or no such message */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20429: the key's per-minute limit, or its daily spend cap */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20500: an unexpected error, logged with the request id */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
        };
    };
    "twilio-messages-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The AccountSid: AC and 32 hex digits (the account id, decision 1601) */
                AccountSid: string;
                /** @description The message's SID with .json: SM and 32 hex digits, then .json */
                Sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message, canceled */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioMessage"];
                };
            };
            /** @description 30409: the message is not scheduled any more (or never was); 20422: another update */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20003 Authenticate: no Basic credentials, an unknown or revoked key, or a username not its own */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20403: the key lacks sms.send */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20404: the path names another account, or no such message */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20429: the key's per-minute limit, or its daily spend cap */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20500: an unexpected error, logged with the request id */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
        };
    };
    "twilio-messages-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The AccountSid: AC and 32 hex digits (the account id, decision 1601) */
                AccountSid: string;
                /** @description The message's SID with .json: SM and 32 hex digits, then .json */
                Sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 20003 Authenticate: no Basic credentials, an unknown or revoked key, or a username not its own */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20403: the key lacks sms.send */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20404: the path names another account, or no such message */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20009: the message is still scheduled, queued, sending or awaiting its delivery receipt */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20429: the key's per-minute limit, or its daily spend cap */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20500: an unexpected error, logged with the request id */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
        };
    };
    "settings-twilio-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings (defaults when never set) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioSettings"];
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.accounts.manage"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "settings-twilio-put": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Refuse a compatible send to a number on the opt-out ledger (STOP) with 21610; off by default, as single sends */
                    honourOptOuts: boolean;
                    incomingMessageUrl?: string | null;
                    signingKeyId?: string | null;
                };
            };
        };
        responses: {
            /** @description The settings saved */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioSettings"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.accounts.manage"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "twilio-verify-services-list": {
        parameters: {
            query?: {
                /** @description Services a page: 1 to 1000, default 50 */
                PageSize?: string;
                /** @description The page's number, kept by the client */
                Page?: string;
                /** @description The next page's token, from meta.next_page_url */
                PageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of services */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioVerifyServicesPage"];
                };
            };
            /** @description 60200 Invalid parameter: PageSize or Page */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20003 Authenticate: no Basic credentials, an unknown or revoked key, or a username not its own */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20403: the key lacks the verify scope */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20404: no such service or verification for this account (approved, expired, canceled: gone) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20429: the key's per-minute limit */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20500: an unexpected error, logged with the request id */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
        };
    };
    "twilio-verify-services-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioVerifyService"];
                };
            };
            /** @description 60200 Invalid parameter: FriendlyName, CodeLength or CustomCodeEnabled */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20003 Authenticate: no Basic credentials, an unknown or revoked key, or a username not its own */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20403: the key lacks the verify scope */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20404: no such service or verification for this account (approved, expired, canceled: gone) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20429: the key's per-minute limit */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20500: an unexpected error, logged with the request id */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
        };
    };
    "twilio-verify-services-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Service SID: VA and 32 hex digits */
                ServiceSid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioVerifyService"];
                };
            };
            /** @description 20003 Authenticate: no Basic credentials, an unknown or revoked key, or a username not its own */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20403: the key lacks the verify scope */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20404: no such service or verification for this account (approved, expired, canceled: gone) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20429: the key's per-minute limit */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20500: an unexpected error, logged with the request id */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
        };
    };
    "twilio-verify-services-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Service SID: VA and 32 hex digits */
                ServiceSid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioVerifyService"];
                };
            };
            /** @description 60200 Invalid parameter: FriendlyName, CodeLength or CustomCodeEnabled */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20003 Authenticate: no Basic credentials, an unknown or revoked key, or a username not its own */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20403: the key lacks the verify scope */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20404: no such service or verification for this account (approved, expired, canceled: gone) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20429: the key's per-minute limit */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20500: an unexpected error, logged with the request id */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
        };
    };
    "twilio-verify-services-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Service SID: VA and 32 hex digits */
                ServiceSid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 20003 Authenticate: no Basic credentials, an unknown or revoked key, or a username not its own */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20403: the key lacks the verify scope */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20404: no such service or verification for this account (approved, expired, canceled: gone) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20429: the key's per-minute limit */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20500: an unexpected error, logged with the request id */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
        };
    };
    "twilio-verify-verifications-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Service SID: VA and 32 hex digits */
                ServiceSid: string;
                /** @description The Verification SID: VE and 32 hex digits */
                Sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioVerification"];
                };
            };
            /** @description 20003 Authenticate: no Basic credentials, an unknown or revoked key, or a username not its own */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20403: the key lacks the verify scope */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20404: no such service or verification for this account (approved, expired, canceled: gone) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20429: the key's per-minute limit */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20500: an unexpected error, logged with the request id */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
        };
    };
    "twilio-verify-verifications-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Service SID: VA and 32 hex digits */
                ServiceSid: string;
                /** @description The Verification SID: VE and 32 hex digits */
                Sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification, canceled */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioVerification"];
                };
            };
            /** @description 60200 Invalid parameter: Status */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20003 Authenticate: no Basic credentials, an unknown or revoked key, or a username not its own */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20403: the key lacks the verify scope */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20404: no such service or verification for this account (approved, expired, canceled: gone) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20429: the key's per-minute limit */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20500: an unexpected error, logged with the request id */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
        };
    };
    "twilio-verify-verifications-create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Service SID: VA and 32 hex digits */
                ServiceSid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification, pending */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioVerification"];
                };
            };
            /** @description 60200 Invalid parameter: To, Channel, Locale, CustomCode, CustomMessage, CustomFriendlyName */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20003 Authenticate: no Basic credentials, an unknown or revoked key, or a username not its own */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20005: the credits do not cover the SMS */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20403: the key lacks the verify scope */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20404: no such service or verification for this account (approved, expired, canceled: gone) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 60410 the fraud guard blocked the prefix; 60203 max send attempts; 60212 a resend sooner than 30 s; 20429 the key's limits or a daily spend cap. With Retry-After; nothing sent or charged. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20500: an unexpected error, logged with the request id */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20503: the account has no SMS vendor configured */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
        };
    };
    "twilio-verify-checks-create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Service SID: VA and 32 hex digits */
                ServiceSid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The check */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioVerificationCheck"];
                };
            };
            /** @description 60200 Invalid parameter: Code, To or VerificationSid */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20003 Authenticate: no Basic credentials, an unknown or revoked key, or a username not its own */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20403: the key lacks the verify scope */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20404: no such service or verification for this account (approved, expired, canceled: gone) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 60202 max check attempts reached; 20429 the key's per-minute limit */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
            /** @description 20500: an unexpected error, logged with the request id */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwilioError"];
                };
            };
        };
    };
    "public-verifications-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A South African mobile number: national (082 123 4567) or E.164 (+27...) */
                    to: string;
                    /**
                     * @description The language of the SMS: en, af, zu (isiZulu), xh (isiXhosa), st (Sesotho)
                     * @enum {string}
                     */
                    locale?: "en" | "af" | "zu" | "xh" | "st";
                    /** @description Digits of the code, 4 to 10 (default 6) */
                    codeLength?: number;
                    /** @description Your name as the SMS starts with it ("Acme: Your verification code is ..."); moderated */
                    brand?: string;
                };
            };
        };
        responses: {
            /** @description Started (or, for a pending verification of the number, sent again) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            /** @description VALIDATION_ERROR: the body is not valid (codeLength outside 4-10, an unknown locale, a brand that is not plain text or is refused by moderation); INVALID_PHONE_NUMBER: `to` is not a South African mobile number */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "VALIDATION_ERROR" | "INVALID_PHONE_NUMBER";
                        };
                    };
                };
            };
            401: components["responses"]["ApiKeyUnauthorized"];
            /** @description The balance does not cover the SMS */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "INSUFFICIENT_BALANCE";
                        };
                    };
                };
            };
            403: components["responses"]["InsufficientScope.verify"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description TOO_MANY_REQUESTS: the fraud guard, the key's limits, a resend sooner than 30 s or past 5 sends; SPEND_LIMIT_EXCEEDED: a daily spend cap. Nothing is sent or charged. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds until a start may be admitted (on the fraud guard and resend refusals) */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "TOO_MANY_REQUESTS" | "SPEND_LIMIT_EXCEEDED";
                        };
                    };
                };
            };
            500: components["responses"]["InternalError"];
            /** @description No SMS vendor is configured on the account */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "VENDOR_NOT_CONFIGURED";
                        };
                    };
                };
            };
        };
    };
    "public-verifications-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The verification id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            401: components["responses"]["ApiKeyUnauthorized"];
            403: components["responses"]["InsufficientScope.verify"];
            /** @description No verification with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.ApiKey"];
            500: components["responses"]["InternalError"];
        };
    };
    "public-verifications-check": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The verification id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The code the user received; each check counts, at most 5 */
                    code: string;
                };
            };
        };
        responses: {
            /** @description The outcome: approved, pending (wrong code, checks left), expired, max_attempts_reached, canceled */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationCheck"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["ApiKeyUnauthorized"];
            403: components["responses"]["InsufficientScope.verify"];
            /** @description No verification with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description The verification is no longer pending: approved (a code is approved once; a later check, even with the right code, is refused), or another request changed it at the same moment */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.ApiKey"];
            500: components["responses"]["InternalError"];
        };
    };
    "public-verifications-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The verification id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Canceled: its code no longer checks */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            400: components["responses"]["InvalidBody"];
            401: components["responses"]["ApiKeyUnauthorized"];
            403: components["responses"]["InsufficientScope.verify"];
            /** @description No verification with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description Only a pending verification can be canceled */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "CONFLICT";
                        };
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited.ApiKey"];
            500: components["responses"]["InternalError"];
        };
    };
    "verify-blocks-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The blocks */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyGuard"];
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.accounts.manage"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "verify-overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyOverview"];
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.accounts.manage"];
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
    "verify-blocks-lift": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The blocked prefix (+27 and 5 digits; the + may be left out) */
                prefix: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lifted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The prefix is not +27 and 5 digits */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            401: components["responses"]["BearerUnauthorized"];
            403: components["responses"]["MissingPermission.accounts.manage"];
            /** @description No block with this id on the caller's account (another account's is not found either) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            429: components["responses"]["RateLimited.Stage"];
            500: components["responses"]["InternalError"];
        };
    };
}
