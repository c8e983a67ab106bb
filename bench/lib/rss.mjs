// A process's resident memory, read from /proc/<pid>/status (VmRSS) every `everyMs` while something runs, and
// the CPU time it used (/proc/<pid>/stat), which a busy shared machine does not distort the way it does timings.
import fs from 'node:fs';

export function readRssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

export function sampleRss(pid, everyMs = 50) {
  const before = readRssMb(pid);
  let peak = before;
  let samples = 1;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, readRssMb(pid));
      samples++;
    } catch {}
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const after = readRssMb(pid);
      peak = Math.max(peak, after);
      return { beforeMb: before, peakMb: peak, afterMb: after, growthMb: peak - before, samples };
    },
  };
}

/** User plus system CPU seconds the process (all its threads) has used so far; with its children when asked. */
export function readCpuSeconds(pid, { children = false } = {}) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  let seconds = (Number(fields[11]) + Number(fields[12])) / 100;
  if (children) {
    const list = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    for (const child of list ? list.split(' ') : []) seconds += readCpuSeconds(Number(child));
  }
  return seconds;
}
