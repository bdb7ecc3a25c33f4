import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../local/gateway';

/** Longer than Node's own 5 s keepAliveTimeout, well within the gateway's 65 s. */
const IDLE_MS = 6_000;

/**
 * The local gateway holds idle keep-alive connections 65 s (headers 66 s), as API Gateway and load balancers hold them
 * longer than their clients: with Node's 5 s on both sides a client reusing a socket the server was closing got
 * "socket hang up" (local/gateway.ts).
 */
describe('local gateway: idle keep-alive connections are held 65 s', () => {
  const server = createGateway({
    routes: [],
    loadHandler: () => Promise.reject(new Error('no route is called')),
    authorizer: () => Promise.reject(new Error('no route is called')),
  });
  let port: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sets keepAliveTimeout 65 s and headersTimeout 66 s on its server', () => {
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBe(66_000);
  });

  /** Sends one request on the socket; its answer's status line, or 'closed' when the server closed the socket. */
  function exchange(socket: Socket, path: string): Promise<string> {
    return new Promise((resolve) => {
      let received = '';
      const onData = (chunk: Buffer) => {
        received += chunk.toString('utf8');
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) return;
        const length = Number(/content-length: *(\d+)/i.exec(received.slice(0, end))?.[1] ?? 0);
        if (Buffer.byteLength(received) < end + 4 + length) return;
        done(received.split('\r\n')[0]!);
      };
      const onClosed = () => done('closed');
      const done = (answer: string) => {
        socket.off('data', onData).off('end', onClosed).off('close', onClosed).off('error', onClosed);
        resolve(answer);
      };
      if (socket.destroyed || socket.readyState !== 'open') return resolve('closed');
      socket.on('data', onData).once('end', onClosed).once('close', onClosed).once('error', onClosed);
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
    });
  }

  it('answers a second request on the same connection after it idled longer than Node’s 5 s default', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    try {
      // An unknown path: the gateway answers 404 itself (no handler), on a connection it keeps open.
      expect(await exchange(socket, '/first')).toBe('HTTP/1.1 404 Not Found');
      await sleep(IDLE_MS);
      expect(await exchange(socket, '/second')).toBe('HTTP/1.1 404 Not Found');
    } finally {
      socket.destroy();
    }
  });
});
