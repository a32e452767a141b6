// Wall and CPU time per phase of an import (read: parse, match and line text; lookup of new ISRCs/UPCs; write, progress, finish, allocate), so
// that where the time goes is logged with every import rather than guessed (docs/performance.md).
type Phase = 'read' | 'lookup' | 'write' | 'progress' | 'finish' | 'allocate';

export class Phases {
  private wall: Record<string, number> = {};
  private cpu: Record<string, number> = {};
  private t = performance.now();
  private c = process.cpuUsage();

  /** Charges the time since the previous lap to `phase`. */
  lap(phase: Phase) {
    const now = performance.now();
    const c = process.cpuUsage(this.c);
    this.wall[phase] = (this.wall[phase] ?? 0) + now - this.t;
    this.cpu[phase] = (this.cpu[phase] ?? 0) + (c.user + c.system) / 1000;
    this.t = now;
    this.c = process.cpuUsage();
  }

  /** Milliseconds per phase, wall and CPU (CPU above wall: the process's other threads). */
  report() {
    return Object.fromEntries(
      Object.keys(this.wall).map((k) => [k, { wallMs: Math.round(this.wall[k]), cpuMs: Math.round(this.cpu[k]) }]),
    );
  }
}
