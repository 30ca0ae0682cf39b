import net from 'node:net';

export type ProxyMode = 'open' | 'refusing' | 'frozen';

export interface TcpProxy {
  /** The port on 127.0.0.1 the app connects to instead of the database's. */
  readonly port: number;
  readonly mode: ProxyMode;
  /** Connections made through it so far (a new one after an outage shows the app reconnected). */
  readonly accepted: number;
  /** Ends every connection at once, both sides, without a word (an immediate restart, a crash). */
  cutAll(): void;
  /** New connections are closed as soon as they open (the database down). */
  refuse(): void;
  /** Nothing is forwarded any more, either way, on old or new connections (a frozen database or network). */
  freeze(): void;
  /** Forwards again (what a frozen connection held goes on). */
  open(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy between the app and PostgreSQL that the test can cut, close or freeze
 * (docs/operations.md#database-outages).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let mode: ProxyMode = 'open';
  let accepted = 0;

  const server = net.createServer((client) => {
    if (mode === 'refusing') {
      client.destroy();
      return;
    }
    accepted++;
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const s of [client, upstream]) {
      s.on('error', end);
      s.on('close', end);
    }
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    if (mode === 'frozen') {
      client.pause();
      upstream.pause();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const cutAll = () => {
    for (const { client, upstream } of [...pairs]) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  return {
    port,
    get mode() {
      return mode;
    },
    get accepted() {
      return accepted;
    },
    cutAll,
    refuse() {
      mode = 'refusing';
    },
    freeze() {
      mode = 'frozen';
      for (const { client, upstream } of pairs) {
        client.pause();
        upstream.pause();
      }
    },
    open() {
      mode = 'open';
      for (const { client, upstream } of pairs) {
        client.resume();
        upstream.resume();
      }
    },
    async close() {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
