import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { nginxConfigFile } from '../build-plugins/nginx-config'

const deployedRoot = '/srv/scamcheck/dist'
const deployedRules = '/etc/nginx/snippets/scamcheck-site.conf'

/**
 * The HTTPS server block of `deploy/nginx/scamcheck.conf`, made to listen on a local port
 * without TLS, serving `root` with the rules its build wrote: everything else as deployed.
 */
export function testServerBlock(root: string, port: number, accessLog: string): string {
  const config = readFileSync('deploy/nginx/scamcheck.conf', 'utf8')
  const block = config
    .split(/^server \{$/m)
    .map((part) => part.slice(0, part.lastIndexOf('}')))
    .find((part) => part.includes(`root ${deployedRoot};`))
  if (!block) throw new Error('deploy/nginx/scamcheck.conf has no server block with a root')
  const lines = block
    .split('\n')
    .filter((line) => !/^\s*(listen|ssl_)/.test(line))
    .map((line) =>
      line
        .replace(deployedRoot, root)
        .replace(deployedRules, nginxConfigFile(root))
        .replace(/access_log \S+/, `access_log ${accessLog}`),
    )
  return `server {\n  listen 127.0.0.1:${port};\n${lines.join('\n')}}\n`
}

/** The deploy file's statements outside its server blocks (its log format and its map). */
export function testHttpStatements(): string[] {
  const config = readFileSync('deploy/nginx/scamcheck.conf', 'utf8')
  return [...config.matchAll(/^(?:map [^{]*\{[^}]*\}|log_format[^;]*;)/gm)].map((m) => m[0])
}

/** Debian's nginx in the foreground with a configuration of its own, all in a temporary folder. */
function nginxConfig(root: string, port: number, accessLog: string): string {
  const prefix = mkdtempSync(join(tmpdir(), 'site-nginx-'))
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir))
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind, index) =>
      `  ${kind}_temp_path ${join(prefix, ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'][index]!)};`,
  )
  const file = join(prefix, 'nginx.conf')
  writeFileSync(
    file,
    [
      // As root the workers may read a build under a private temporary folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(prefix, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      ...testHttpStatements(),
      ...temp,
      testServerBlock(root, port, accessLog),
      '}',
      '',
    ].join('\n'),
  )
  return file
}

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4174' },
    'access-log': { type: 'string', default: join(tmpdir(), 'scamcheck-nginx-access.log') },
  },
})
const root = resolve(values.root)
const port = Number(values.port)
const binary =
  process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')
const accessLog = resolve(values['access-log'])
writeFileSync(accessLog, '')
const config = nginxConfig(root, port, accessLog)
const nginx = spawn(binary, ['-e', 'stderr', '-c', config], { stdio: 'inherit' })
console.log(`nginx serving ${root} at http://127.0.0.1:${port}`)
const stop = () => nginx.kill('SIGQUIT')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
nginx.on('exit', (code) => process.exit(code ?? 0))
