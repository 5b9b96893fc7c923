// Who a request comes from and whether it is let in: the caller's address (through trusted
// proxies), authentication, the service credential and the caller's rate limit.
import type http from 'node:http';
import type { Express } from 'express';
import proxyaddr from 'proxy-addr';
import type { GatewayConfig } from '../config.js';
import { CallerGate } from '../security/admission.js';
import { CallerAuthenticator } from '../security/caller-auth.js';
import type { SharedState } from './shared-state.js';

/** Admits callers before anything runs for them. */
export interface CallerAdmission {
  gate: CallerGate;
  /** The caller's address, as TRUST_PROXY allows the forwarding headers to tell it. */
  addressOf: (req: http.IncomingMessage) => string;
}

/** Sets the app's proxy trust (TRUST_PROXY) and builds the gate every request and subscription passes. */
export function callerAdmission(app: Express, config: GatewayConfig, state: SharedState): CallerAdmission {
  const security = config.security;
  app.set('trust proxy', security.trustProxy);
  const trustProxy = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  return {
    gate: new CallerGate(config, new CallerAuthenticator(security), state.callerLimiter),
    addressOf: (req) => proxyaddr(req, trustProxy),
  };
}
