/**
 * Per-user autostart, so the daemon runs in the user's session and sees the user's printers:
 * a systemd user unit (Linux), a LaunchAgent (macOS), the HKCU Run key (Windows).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, platform } from 'node:os';
import { join } from 'node:path';

const NAME = 'a1-plugin';
const LABEL = 'com.a1.plugin';

/** How to start this very program again: the single executable itself, or node with the same loader and script. */
export function selfCommand(configPath: string): string[] {
  const isSea = (() => {
    try {
      return (
        (process as unknown as { getBuiltinModule?: (m: string) => { isSea?: () => boolean } })
          .getBuiltinModule?.('node:sea')
          ?.isSea?.() ?? false
      );
    } catch {
      return false;
    }
  })();
  const base = isSea ? [process.execPath] : [process.execPath, ...process.execArgv, process.argv[1]];
  return [...base, '--config', configPath, 'serve'];
}

const q = (s: string) => (/[\s"'\\]/.test(s) ? `"${s.replace(/(["\\])/g, '\\$1')}"` : s);

export function systemdUnit(cmd: string[]): string {
  return `[Unit]
Description=A1 workstation plugin (printers, scales, reports on localhost:19090)
After=network.target cups.service

[Service]
ExecStart=${cmd.map(q).join(' ')}
Restart=on-failure
RestartSec=2

[Install]
WantedBy=default.target
`;
}

export function launchAgent(cmd: string[]): string {
  const x = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>${LABEL}</string>
  <key>ProgramArguments</key><array>${cmd.map((c) => `<string>${x(c)}</string>`).join('')}</array>
  <key>RunAtLoad</key><true/>
  <key>KeepAlive</key><true/>
</dict></plist>
`;
}

function tryRun(cmd: string, args: string[]): string | undefined {
  try {
    execFileSync(cmd, args, { stdio: 'pipe', timeout: 10_000 });
    return undefined;
  } catch (e) {
    return (e as Error).message.split('\n')[0];
  }
}

export function installService(configPath: string): string {
  const cmd = selfCommand(configPath);
  if (platform() === 'linux') {
    const dir = join(process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'systemd', 'user');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${NAME}.service`);
    writeFileSync(file, systemdUnit(cmd));
    const err =
      tryRun('systemctl', ['--user', 'daemon-reload']) ??
      tryRun('systemctl', ['--user', 'enable', '--now', `${NAME}.service`]);
    return err
      ? `Wrote ${file}, but systemd did not take it (${err}). Run: systemctl --user enable --now ${NAME}`
      : `Installed and started ${file}.`;
  }
  if (platform() === 'darwin') {
    const file = join(homedir(), 'Library', 'LaunchAgents', `${LABEL}.plist`);
    mkdirSync(join(homedir(), 'Library', 'LaunchAgents'), { recursive: true });
    writeFileSync(file, launchAgent(cmd));
    const err = tryRun('launchctl', ['load', '-w', file]);
    return err ? `Wrote ${file}; load it with: launchctl load -w ${file}` : `Installed and started ${file}.`;
  }
  if (platform() === 'win32') {
    const err = tryRun('reg', [
      'add',
      'HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run',
      '/v',
      'A1Plugin',
      '/t',
      'REG_SZ',
      '/d',
      cmd.map(q).join(' '),
      '/f',
    ]);
    return err
      ? `Could not write the Run key: ${err}`
      : 'Installed: the plugin starts when you sign in. Start it now with: a1-plugin serve';
  }
  return `Autostart is not supported on ${platform()}; start "a1-plugin serve" from the session's startup.`;
}

export function uninstallService(): string {
  if (platform() === 'linux') {
    tryRun('systemctl', ['--user', 'disable', '--now', `${NAME}.service`]);
    const file = join(process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'systemd', 'user', `${NAME}.service`);
    rmSync(file, { force: true });
    return `Removed ${file}.`;
  }
  if (platform() === 'darwin') {
    const file = join(homedir(), 'Library', 'LaunchAgents', `${LABEL}.plist`);
    tryRun('launchctl', ['unload', '-w', file]);
    rmSync(file, { force: true });
    return `Removed ${file}.`;
  }
  if (platform() === 'win32') {
    const err = tryRun('reg', [
      'delete',
      'HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run',
      '/v',
      'A1Plugin',
      '/f',
    ]);
    return err ? `Could not remove the Run key: ${err}` : 'Removed the autostart entry.';
  }
  return 'Nothing to remove.';
}
