/** Contracts of the two send routes: one body, one send path (shared/messages/send-message.ts). */

import { SendSmsHeaders, SendSmsRequest } from '../../messages/send-request';
import { defineRoute } from '../contract';

export const publicSendSms = defineRoute({
  id: 'public-send-sms',
  method: 'POST',
  path: '/public/sms/send',
  auth: 'apiKey',
  scope: 'sms.send',
  request: { body: SendSmsRequest, headers: SendSmsHeaders },
});

export const messagesSend = defineRoute({
  id: 'messages-send',
  method: 'POST',
  path: '/messages',
  auth: 'bearer',
  permission: 'messages.send',
  // Contract Part 3: like the public route's per-key limit.
  limits: [
    { per: 'user', perMinute: 60 },
    { per: 'account', perMinute: 600 },
  ],
  request: { body: SendSmsRequest, headers: SendSmsHeaders },
});
