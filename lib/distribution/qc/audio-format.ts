// Rule: audio is lossless WAV or FLAC, 16 or 24 bit, 44.1 kHz or more, stereo, without clipping runs.
import type { QcIssue, QcRule } from './types';
import { trackField, trackLabel } from './types';

/** Consecutive full-scale samples counted as audible clipping. */
const CLIPPING_RUN = 8;

export const audioFormat: QcRule = {
  id: 'audio-format',
  title: 'Audio: WAV/FLAC, 16/24-bit, 44.1 kHz+, stereo, no clipping',
  check(r) {
    const out: QcIssue[] = [];
    for (const t of r.tracks) {
      if (!t.audioFileId) continue;
      const f = trackField(t, 'audio');
      const add = (message: string) =>
        out.push({ rule: 'audio-format', field: f, severity: 'error', message: `${trackLabel(t)}: ${message}` });
      if (t.audioFormat !== 'wav' && t.audioFormat !== 'flac')
        add(`upload WAV or FLAC, not ${t.audioFormat ?? 'this format'}: stores need lossless audio.`);
      if (t.bitsPerSample !== null && t.bitsPerSample !== 16 && t.bitsPerSample !== 24)
        add(`export at 16 or 24 bit (this file is ${t.bitsPerSample}-bit).`);
      if (t.sampleRate !== null && t.sampleRate < 44100)
        add(`export at 44.1 kHz or more (this file is ${t.sampleRate / 1000} kHz).`);
      if (t.channels !== null && t.channels !== 2)
        add(`export in stereo (this file has ${t.channels} channel${t.channels === 1 ? '' : 's'}).`);
      if (t.clippedRun !== null && t.clippedRun >= CLIPPING_RUN)
        add(
          `the audio clips (${t.clippedRun} samples in a row at full scale): lower the master level and export again.`,
        );
    }
    return out;
  },
};
