// A real SFTP server for tests (ssh2's Server) serving a temporary folder, with password and public-key
// sign-in, reading files back (a store's acknowledgements), and a log of the order in which files were
// completed (closed after writing).
import {
  mkdtempSync,
  mkdirSync,
  openSync,
  readSync,
  writeSync,
  closeSync,
  statSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import ssh2 from 'ssh2';

const { Server, utils } = ssh2;
const { STATUS_CODE } = utils.sftp;

export interface TestSftpServer {
  port: number;
  root: string;
  /** Remote paths in the order their upload finished */
  completed: string[];
  /** Makes every sign-in fail (to test retries) */
  setFailing(v: boolean): void;
  close(): Promise<void>;
}

export async function startSftpServer(opts: { username: string; password?: string; publicKey?: string }) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sftp-'));
  const hostKey = utils.generateKeyPairSync('ed25519').private;
  const allowedKey = opts.publicKey ? utils.parseKey(opts.publicKey) : null;
  const completed: string[] = [];
  let failing = false;
  const local = (p: string) => path.join(root, path.posix.normalize('/' + p));

  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    client.on('error', () => undefined);
    client.on('authentication', (ctx) => {
      if (failing) return ctx.reject();
      if (ctx.username !== opts.username) return ctx.reject();
      if (ctx.method === 'password' && opts.password && ctx.password === opts.password) return ctx.accept();
      if (ctx.method === 'publickey' && allowedKey && !(allowedKey instanceof Error)) {
        const k = allowedKey as ssh2.ParsedKey;
        const same = ctx.key.algo === k.type && timingSafeEqual(ctx.key.data, k.getPublicSSH() as Buffer);
        if (!same) return ctx.reject();
        if (!ctx.signature) return ctx.accept(); // the client asks whether the key would be accepted
        if (k.verify(ctx.blob!, ctx.signature, ctx.hashAlgo) === true) return ctx.accept();
      }
      ctx.reject(['password', 'publickey']);
    });
    client.on('ready', () => {
      client.on('session', (accept) => {
        const session = accept();
        session.on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const handles = new Map<
            number,
            { fd?: number; path: string; dir?: boolean; listed?: boolean; reading?: boolean }
          >();
          let next = 0;
          const handle = (n: number) => {
            const b = Buffer.alloc(4);
            b.writeUInt32BE(n);
            return b;
          };
          const attrsOf = (p: string) => {
            const s = statSync(local(p));
            return {
              mode: s.mode,
              uid: 0,
              gid: 0,
              size: s.size,
              atime: Math.floor(s.atimeMs / 1000),
              mtime: Math.floor(s.mtimeMs / 1000),
            };
          };
          sftp.on('REALPATH', (id, p) => {
            const abs = path.posix.normalize('/' + p);
            sftp.name(id, [{ filename: abs, longname: abs, attrs: {} as ssh2.Attributes }]);
          });
          const stat = (id: number, p: string) => {
            try {
              sftp.attrs(id, attrsOf(p));
            } catch {
              sftp.status(id, STATUS_CODE.NO_SUCH_FILE);
            }
          };
          sftp.on('STAT', stat);
          sftp.on('LSTAT', stat);
          sftp.on('MKDIR', (id, p) => {
            try {
              mkdirSync(local(p));
              sftp.status(id, STATUS_CODE.OK);
            } catch {
              sftp.status(id, STATUS_CODE.FAILURE);
            }
          });
          sftp.on('OPEN', (id, p, flags) => {
            try {
              const reading = (utils.sftp.flagsToString(flags) ?? 'r').startsWith('r');
              const fd = openSync(local(p), reading ? 'r' : 'w');
              const n = next++;
              handles.set(n, { fd, path: path.posix.normalize('/' + p), reading });
              sftp.handle(id, handle(n));
            } catch {
              sftp.status(id, STATUS_CODE.FAILURE);
            }
          });
          sftp.on('WRITE', (id, h, offset, data) => {
            const e = handles.get(h.readUInt32BE(0));
            if (e?.fd === undefined) return sftp.status(id, STATUS_CODE.FAILURE);
            writeSync(e.fd, data, 0, data.length, offset);
            sftp.status(id, STATUS_CODE.OK);
          });
          sftp.on('READ', (id, h, offset, length) => {
            const e = handles.get(h.readUInt32BE(0));
            if (e?.fd === undefined) return sftp.status(id, STATUS_CODE.FAILURE);
            const buf = Buffer.alloc(length);
            const n = readSync(e.fd, buf, 0, length, offset);
            if (n === 0) return sftp.status(id, STATUS_CODE.EOF);
            sftp.data(id, buf.subarray(0, n));
          });
          sftp.on('FSTAT', (id, h) => {
            const e = handles.get(h.readUInt32BE(0));
            if (!e) return sftp.status(id, STATUS_CODE.FAILURE);
            stat(id, e.path);
          });
          sftp.on('FSETSTAT', (id) => sftp.status(id, STATUS_CODE.OK));
          sftp.on('SETSTAT', (id) => sftp.status(id, STATUS_CODE.OK));
          sftp.on('OPENDIR', (id, p) => {
            try {
              if (!statSync(local(p)).isDirectory()) throw new Error('not a folder');
              const n = next++;
              handles.set(n, { path: path.posix.normalize('/' + p), dir: true });
              sftp.handle(id, handle(n));
            } catch {
              sftp.status(id, STATUS_CODE.NO_SUCH_FILE);
            }
          });
          sftp.on('READDIR', (id, h) => {
            const e = handles.get(h.readUInt32BE(0));
            if (!e?.dir || e.listed) return sftp.status(id, STATUS_CODE.EOF);
            e.listed = true;
            const names = readdirSync(local(e.path)).map((filename) => {
              const attrs = attrsOf(path.posix.join(e.path, filename));
              // OpenSSH's `ls -l` form: clients read the entry's type from its first letter.
              const kind = (attrs.mode & 0o170000) === 0o040000 ? 'd' : '-';
              return { filename, longname: `${kind}rw-r--r-- 1 0 0 ${attrs.size} Jan 1 00:00 ${filename}`, attrs };
            });
            if (!names.length) return sftp.status(id, STATUS_CODE.EOF);
            sftp.name(id, names);
          });
          sftp.on('CLOSE', (id, h) => {
            const n = h.readUInt32BE(0);
            const e = handles.get(n);
            handles.delete(n);
            if (e?.fd !== undefined) {
              closeSync(e.fd);
              if (!e.reading) completed.push(e.path);
            }
            sftp.status(id, STATUS_CODE.OK);
          });
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    root,
    completed,
    setFailing: (v: boolean) => (failing = v),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(root, { recursive: true, force: true });
          resolve();
        });
        // Connections still open keep close() waiting: end them.
        (server as unknown as { _srv?: { unref(): void } })._srv?.unref();
        resolve();
      }),
  } satisfies TestSftpServer;
}
