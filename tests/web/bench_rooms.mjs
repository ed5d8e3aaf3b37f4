// A benchmark, not a test (docs/BENCHMARKS.md): what kete-server holds for N idle rooms, each a
// device waiting in it for its friend. Starts the server on 127.0.0.1 (a free port), opens N
// WebSockets to N rooms, and prints the server's resident memory before and after.
// `node tests/web/bench_rooms.mjs [N]` (N = 1000), with kete-server built (scripts/test builds it).
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { startServer } from './browser.mjs';

const rooms = Number(process.argv[2] ?? 1000);
const server = await startServer(0, ['--max-peers', String(rooms + 10), '--per-address', '0']);
const { address } = server;
const resident = () => Number(readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]);
const before = resident();
const sockets = [];
const started = Date.now();
for (let n = 0; n < rooms; n += 1) {
  const name = `bench${String(n).padStart(15, '0')}`;
  const socket = new WebSocket(`ws://${address}/${name}`);
  await new Promise((resolve, reject) => {
    socket.once('message', resolve);
    socket.once('error', reject);
  });
  sockets.push(socket);
}
const opened = Date.now() - started;
await new Promise((resolve) => setTimeout(resolve, 1000));
const after = resident();
const health = await (await fetch(`http://${address}/health`)).text();
console.log(`${rooms} idle rooms opened in ${opened} ms; kete-server resident ${before} kB before, ${after} kB after: ${((after - before) / rooms).toFixed(1)} kB a room (${health.trim()})`);
for (const socket of sockets) socket.close();
server.kill();
