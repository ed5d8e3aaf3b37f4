// A benchmark, not a test (docs/BENCHMARKS.md): what kete-server holds for N open tables and how
// long a listing takes among them. Starts the server on 127.0.0.1 (a free port), opens N tables
// from N WebSockets (the games in turn), prints the server's resident memory before and after,
// then lists the first page of a game many times and sits down at a table, timing each.
// `node tests/web/bench_tables.mjs [N]` (N = 10000), with kete-server built (scripts/test builds it).
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { startServer } from './browser.mjs';

const tables = Number(process.argv[2] ?? 10000);
const server = await startServer(0, ['--per-address', '0', '--max-tables', String(tables + 10)]);
const { address } = server;
const resident = () => Number(readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]);

/** A device at the tables, and a way to ask and wait for the answer. */
async function device() {
  const socket = new WebSocket(`ws://${address}/tables`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const ask = (word) =>
    new Promise((resolve) => {
      socket.once('message', (data) => resolve(JSON.parse(String(data))));
      socket.send(JSON.stringify(word));
    });
  return { socket, ask };
}

const games = [
  { game: 'bao', rules: 'kujifunza', side: 'either' },
  { game: 'omweso', rules: 'traditional', side: 'south', target: 12 },
  { game: 'kimasai', rules: 'seed', side: 'north' },
];
const before = resident();
const devices = [];
const started = Date.now();
for (let n = 0; n < tables; n += 1) {
  const opener = await device();
  const opened = await opener.ask({ ask: 'open', v: 1, table: games[n % games.length] });
  if (opened.told !== 'opened') throw new Error(`table ${n}: ${JSON.stringify(opened)}`);
  devices.push({ ...opener, id: opened.id });
}
const took = Date.now() - started;
await new Promise((resolve) => setTimeout(resolve, 1000));
const after = resident();
const health = (await (await fetch(`http://${address}/health`)).text()).trim();

// Listings within the pace a device is allowed: many devices, five pages each.
const listings = [];
let page = null;
for (let d = 0; d < 20; d += 1) {
  const looker = await device();
  for (let n = 0; n < 5; n += 1) {
    const asked = process.hrtime.bigint();
    page = await looker.ask({ ask: 'list', v: 1, game: 'omweso' });
    listings.push(Number(process.hrtime.bigint() - asked) / 1e6);
  }
  looker.socket.close();
}
if (page.told !== 'tables' || page.tables.length !== 20) throw new Error(`a listing: ${JSON.stringify(page).slice(0, 200)}`);
listings.sort((a, b) => a - b);
const median = listings[Math.floor(listings.length / 2)];

// Sitting down: from the ask to both devices told their room.
const sitter = await device();
const host = devices.find((opener) => opener.id === page.tables[0].id);
const hostTold = new Promise((resolve) => host.socket.once('message', (data) => resolve(JSON.parse(String(data)))));
const asked = process.hrtime.bigint();
const sat = await sitter.ask({ ask: 'sit', v: 1, table: page.tables[0].id });
const hosted = await hostTold;
const seated = Number(process.hrtime.bigint() - asked) / 1e6;
if (sat.told !== 'seated' || hosted.room !== sat.room) throw new Error(`seated: ${JSON.stringify([sat, hosted])}`);

console.log(
  `${tables} open tables opened in ${took} ms; kete-server resident ${before} kB before, ${after} kB after: ` +
    `${((after - before) / tables).toFixed(1)} kB a table and its device (${health}); ` +
    `a page of 20 of ${Math.ceil(tables / 3)} Omweso tables listed in ${median.toFixed(2)} ms (median of ${listings.length}, ` +
    `slowest ${listings[listings.length - 1].toFixed(2)} ms, over loopback); sat down and both told their room in ${seated.toFixed(2)} ms`,
);
for (const { socket } of devices) socket.close();
sitter.socket.close();
server.kill();
