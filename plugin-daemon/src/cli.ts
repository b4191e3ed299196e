#!/usr/bin/env node
/** The one binary's commands (commander): serve, doctor, printers, print, weigh, config, install-service. */
import { readFileSync } from 'node:fs';
import { Command, Option } from 'commander';
import { SCALE_TYPES, isScaleType, type ScaleType } from '@a1/shared/daemon/contract';
import {
  ConfigError,
  defaultConfigPath,
  loadConfig,
  normaliseOrigin,
  saveConfig,
  type DaemonConfig,
} from './config.ts';
import { DaemonFailure } from './errors.ts';
import { Printers } from './printers/index.ts';
import { readScale } from './scales/index.ts';
import { startServer } from './server.ts';
import { VERSION } from './version.ts';

// The ipp package allocates with the old Buffer() constructor; its one-time warning is noise in a service log.
process.noDeprecation = true;

const program = new Command('a1-plugin')
  .description('A1 workstation plugin: printers, scales and reports on localhost')
  .version(VERSION);
program.option('-c, --config <file>', 'configuration file', defaultConfigPath());

const cfgPath = () => program.opts<{ config: string }>().config;
const load = (): DaemonConfig => loadConfig(cfgPath());

program
  .command('serve')
  .description('serve the API on 127.0.0.1 (default port 19090)')
  .option('-p, --port <port>', 'port (0 = any free port)', (v) => Number(v))
  .action(async (o: { port?: number }) => {
    const cfg = load();
    if (o.port !== undefined) cfg.port = o.port;
    const app = await startServer(cfg);
    const a = app.server.address();
    // One line a supervisor (or a test) can wait for.
    process.stdout.write(
      `a1-plugin ${VERSION} listening on http://127.0.0.1:${a && typeof a === 'object' ? a.port : cfg.port}\n`,
    );
    const stop = () => void app.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });

program
  .command('doctor')
  .description('check the port, printers, CUPS, scales; print a fix for each problem')
  .action(async () => {
    const { runDoctor } = await import('./doctor.ts');
    const problems = await runDoctor(load(), cfgPath(), (l) => process.stdout.write(l + '\n'));
    process.exitCode = problems > 0 ? 1 : 0;
  });

program
  .command('printers')
  .description('list the printers this workstation can use')
  .action(async () => {
    const { printers, error } = await new Printers(load()).list();
    for (const p of printers)
      process.stdout.write(
        `${p.isDefault ? '*' : ' '} ${p.name}\t${p.kind}\t${p.state}${p.reason ? `\t${p.reason}` : ''}\n`,
      );
    if (error) process.stderr.write(`${error}\n`);
    if (printers.length === 0 && error) process.exitCode = 1;
  });

program
  .command('print <printer> <file>')
  .description('print a file, or standard input with "-", byte for byte')
  .addOption(new Option('-f, --format <code>', 'zpl, epl, escpos, receipt, text, pdf, raw').default('raw'))
  .action(async (printer: string, file: string, o: { format: string }) => {
    const data = file === '-' ? readFileSync(0) : readFileSync(file);
    const r = await new Printers(load()).print({
      printer,
      data,
      format: o.format,
      jobName: file === '-' ? 'stdin' : file,
    });
    process.stdout.write(
      `${r.state}${r.jobId ? ` (job ${r.jobId})` : ''}: ${r.bytes} bytes to ${r.printer}${r.reason ? ` - ${r.reason}` : ''}\n`,
    );
    if (r.state === 'failed') process.exitCode = 1;
  });

program
  .command('weigh <type>')
  .description(`read a scale now: ${SCALE_TYPES.join(', ')}`)
  .option('--port <path>', 'serial port (/dev/ttyUSB0, COM3)')
  .option('--baud <rate>', 'baud rate', (v) => Number(v))
  .option('--ip <address>', 'address (MT-SICS over TCP, qubevu)')
  .option('--tcp-port <port>', 'TCP port', (v) => Number(v))
  .option('--vid <id>', 'USB vendor id')
  .option('--pid <id>', 'USB product id')
  .option('--command <cmd>', 'MT-SICS command: S or SI')
  .action(
    async (
      type: string,
      o: { port?: string; baud?: number; ip?: string; tcpPort?: number; vid?: string; pid?: string; command?: string },
    ) => {
      if (!isScaleType(type)) throw new DaemonFailure(400, `type must be one of ${SCALE_TYPES.join(', ')}`);
      const r = await readScale({
        name: 'cli',
        type,
        port: o.port,
        baudRate: o.baud,
        ipaddress: o.ip,
        tcpPort: o.tcpPort,
        vid: o.vid,
        pid: o.pid,
        command: o.command === 'S' ? 'S' : undefined,
      });
      process.stdout.write(JSON.stringify(r) + '\n');
    },
  );

const config = program.command('config').description('show or change the configuration');
config
  .command('show')
  .description('print the configuration and where it lives')
  .action(() => {
    process.stdout.write(`# ${cfgPath()}\n${JSON.stringify(load(), null, 2)}\n`);
  });
config
  .command('set <key> <value>')
  .description('set workStationName, cupsUrl, serverUrl, reportsDir or port')
  .action((key: string, value: string) => {
    const cfg = load();
    if (key === 'port') cfg.port = Number(value);
    else if (key === 'workStationName' || key === 'cupsUrl' || key === 'serverUrl' || key === 'reportsDir')
      cfg[key] = value;
    else throw new ConfigError(`unknown key '${key}'`);
    saveConfig(cfg, cfgPath());
  });
config
  .command('allow-origin <origin>')
  .description('let the A1 app at this origin use the plugin')
  .action((origin: string) => {
    const cfg = load();
    const o = normaliseOrigin(origin);
    if (!cfg.allowedOrigins.includes(o)) cfg.allowedOrigins.push(o);
    saveConfig(cfg, cfgPath());
  });
config.command('deny-origin <origin>').action((origin: string) => {
  const cfg = load();
  cfg.allowedOrigins = cfg.allowedOrigins.filter((x) => x !== normaliseOrigin(origin));
  saveConfig(cfg, cfgPath());
});
config
  .command('add-printer <name> <host>')
  .description('a label printer reached by raw TCP')
  .option('--port <port>', 'TCP port', (v) => Number(v), 9100)
  .action((name: string, host: string, o: { port: number }) => {
    const cfg = load();
    cfg.printers = [...cfg.printers.filter((p) => p.name !== name), { name, host, port: o.port }];
    saveConfig(cfg, cfgPath());
  });
config
  .command('add-scale <name> <type>')
  .option('--port <path>')
  .option('--baud <rate>', 'baud rate', (v) => Number(v))
  .option('--ip <address>')
  .option('--tcp-port <port>', 'TCP port', (v) => Number(v))
  .option('--vid <id>')
  .option('--pid <id>')
  .action(
    (
      name: string,
      type: string,
      o: { port?: string; baud?: number; ip?: string; tcpPort?: number; vid?: string; pid?: string },
    ) => {
      if (!isScaleType(type)) throw new ConfigError(`type must be one of ${SCALE_TYPES.join(', ')}`);
      const cfg = load();
      const s = {
        name,
        type: type as ScaleType,
        port: o.port,
        baudRate: o.baud,
        ipaddress: o.ip,
        tcpPort: o.tcpPort,
        vid: o.vid,
        pid: o.pid,
      };
      cfg.scales = [...cfg.scales.filter((x) => x.name !== name), JSON.parse(JSON.stringify(s))];
      saveConfig(cfg, cfgPath());
    },
  );
config
  .command('remove <name>')
  .description('remove a printer or scale')
  .action((name: string) => {
    const cfg = load();
    cfg.printers = cfg.printers.filter((p) => p.name !== name);
    cfg.scales = cfg.scales.filter((s) => s.name !== name);
    saveConfig(cfg, cfgPath());
  });

program
  .command('install-service')
  .description('start the plugin at login for this user')
  .action(async () => {
    const { installService } = await import('./service.ts');
    process.stdout.write(installService(cfgPath()) + '\n');
  });
program
  .command('uninstall-service')
  .description('stop starting the plugin at login')
  .action(async () => {
    const { uninstallService } = await import('./service.ts');
    process.stdout.write(uninstallService() + '\n');
  });

program.parseAsync(process.argv).catch((e: Error) => {
  // Clear one-line messages, never a stack.
  process.stderr.write(
    `a1-plugin: ${e instanceof DaemonFailure || e instanceof ConfigError ? e.message : (e as NodeJS.ErrnoException).code === 'EADDRINUSE' ? 'the port is already in use: is the plugin already running? ("a1-plugin doctor")' : e.message}\n`,
  );
  process.exitCode = 1;
});
