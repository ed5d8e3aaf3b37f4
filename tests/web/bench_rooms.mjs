// A benchmark, not a test (docs/BENCHMARKS.md): what kete-server holds for N idle rooms, each a
// device waiting in it for its friend. Starts the server on 127.0.0.1 (a free port), opens N
// WebSockets to N rooms, and prints the server's resident memory before and after.
// `node tests/web/bench_rooms.mjs [N]` (N = 1000), with kete-server built (scripts/test builds it).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

const rooms = Number(process.argv[2] ?? 1000);
const target = process.env.CARGO_TARGET_DIR ?? `${process.env.HOME}/.cache/kete-target`;
const server = spawn(`${target}/ci/kete-server`, ['127.0.0.1:0', '--max-peers', String(rooms + 10), '--per-address', '0'], {
  stdio: ['ignore', 'ignore', 'pipe'],
});
// Its first line ends with the address it listens on (the line may come in pieces).
const address = await new Promise((resolve) => {
  let text = '';
  server.stderr.on('data', (data) => {
    text += data;
    if (text.includes('\n')) resolve(text.split('\n')[0].trim().split(' ').pop());
  });
});
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
