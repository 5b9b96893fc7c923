// A socket the gateway cannot listen on, told in one line that names the setting to change.
import type { GatewayConfig } from '../config.js';

/** The one line for an error of `listen` (a port in use, a privileged port, an address not on this machine); null for other errors. */
export function listenFailure(error: unknown, config: Pick<GatewayConfig, 'port' | 'host'>): string | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const host = config.host ?? 'all interfaces';
  switch (code) {
    case 'EADDRINUSE':
      return `PORT ${config.port} is in use on ${host}: another process listens on it. Stop it, or set PORT to a free port (0 picks one).`;
    case 'EACCES':
      return `PORT ${config.port} may not be opened by this user on ${host} (ports below 1024 need privileges). Set PORT to 1024 or above.`;
    case 'EADDRNOTAVAIL':
      return `HOST ${config.host ?? ''} is not an address of this machine, so PORT ${config.port} cannot be opened on it. Set HOST to one of its addresses, or leave it unset for all interfaces.`;
    default:
      return null;
  }
}
