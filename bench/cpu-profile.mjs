// Preloaded by bench/batch.bench.ts with PROFILE=dir (NODE_OPTIONS refuses --cpu-prof): SIGUSR2 starts
// a CPU profile of the main thread and of each worker thread (through the inspector's NodeWorker
// domain), the next SIGUSR2 writes them to dir, so start-up is left out. With HEAP_PROFILE set, a
// sampling heap profile of the main thread too, what was collected included (where a product's bytes go).
import fs from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

if (isMainThread && process.env.PROFILE) {
  const dir = process.env.PROFILE;
  const session = new Session();
  session.connect();
  const workers = new Set();
  let id = 0;
  const toWorker = (sessionId, method) => session.post('NodeWorker.sendMessageToWorker', { sessionId, message: JSON.stringify({ id: ++id, method }) });
  session.on('NodeWorker.attachedToWorker', ({ params }) => workers.add(params.sessionId));
  session.on('NodeWorker.detachedFromWorker', ({ params }) => workers.delete(params.sessionId));
  session.on('NodeWorker.receivedMessageFromWorker', ({ params }) => {
    const profile = JSON.parse(params.message).result?.profile;
    if (profile) fs.writeFileSync(path.join(dir, `worker-${process.pid}-${params.sessionId}.cpuprofile`), JSON.stringify(profile));
  });
  session.post('NodeWorker.enable', { waitForDebuggerOnStart: false });
  let running = false;
  process.on('SIGUSR2', () => {
    running = !running;
    if (running) {
      session.post('Profiler.enable', () => session.post('Profiler.start'));
      if (process.env.HEAP_PROFILE) session.post('HeapProfiler.enable', () => session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true }));
      for (const worker of workers) {
        toWorker(worker, 'Profiler.enable');
        toWorker(worker, 'Profiler.start');
      }
      return;
    }
    for (const worker of workers) toWorker(worker, 'Profiler.stop');
    if (process.env.HEAP_PROFILE)
      session.post('HeapProfiler.stopSampling', (error, result) => {
        if (!error) fs.writeFileSync(path.join(dir, `main-${process.pid}.heapprofile`), JSON.stringify(result.profile));
      });
    session.post('Profiler.stop', (error, result) => {
      if (!error) fs.writeFileSync(path.join(dir, `main-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
