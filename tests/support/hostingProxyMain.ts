// `node --import tsx tests/support/hostingProxyMain.ts <port> <target>`: the Hosting stand-in as
// a process of its own, which `npm test` puts in front of its API for the browser and API suites.
import { startHostingProxy } from './hostingProxy.ts';

const [port, target] = process.argv.slice(2);
if (!port || !target) {
  console.error('Usage: hostingProxyMain.ts <port> <target URL>');
  process.exit(2);
}
const proxy = await startHostingProxy({ target, port: Number(port) });
console.log(`Hosting stand-in on ${proxy.url} → ${target}`);
