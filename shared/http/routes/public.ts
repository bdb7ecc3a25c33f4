/** Contracts of the Public API's reads (X-API-Key); its send is in send.ts. */
import { defineRoute } from '../contract';
import { pathParams } from '../pagination';

export const publicGetSms = defineRoute({
  id: 'public-get-sms',
  method: 'GET',
  path: '/public/sms/{id}',
  auth: 'apiKey',
  scope: 'sms.read',
  request: { params: pathParams('message') },
});

export const publicBalance = defineRoute({
  id: 'public-balance',
  method: 'GET',
  path: '/public/balance',
  auth: 'apiKey',
  scope: 'sms.read',
});
