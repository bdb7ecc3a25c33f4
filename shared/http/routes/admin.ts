/** Contracts of the platform administration of accounts (platform administrators only). */
import { AccountStatusChange, Credit } from '../../accounts/admin-accounts';
import { OriginationIdentitiesInput } from '../../vendors/origination';
import { defineRoute } from '../contract';
import { ListQuery, pathParams } from '../pagination';

const account = pathParams('account');

export const adminAccountsList = defineRoute({
  id: 'admin-accounts-list',
  method: 'GET',
  path: '/admin/accounts',
  auth: 'platformAdmin',
  request: { query: ListQuery },
});

export const adminAccountsUpdate = defineRoute({
  id: 'admin-accounts-update',
  method: 'PATCH',
  path: '/admin/accounts/{id}',
  auth: 'platformAdmin',
  request: { params: account, body: AccountStatusChange },
});

export const adminAccountsCredit = defineRoute({
  id: 'admin-accounts-credit',
  method: 'POST',
  path: '/admin/accounts/{id}/credits',
  auth: 'platformAdmin',
  request: { params: account, body: Credit },
});

export const adminOriginationIdentitiesPut = defineRoute({
  id: 'admin-origination-identities-put',
  method: 'PUT',
  path: '/admin/accounts/{id}/origination-identities',
  auth: 'platformAdmin',
  request: { params: account, body: OriginationIdentitiesInput },
});
