'use client';
// Previews in the drive: audio with its waveform (drawn from the decoded samples) and images.
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

function Waveform({ src }: { src: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const buf = await (await fetch(src, { credentials: 'include' })).arrayBuffer();
        const ctx = new AudioContext();
        const audio = await ctx.decodeAudioData(buf);
        void ctx.close();
        const c = canvas.current;
        if (!c || cancelled) return;
        const data = audio.getChannelData(0);
        const width = (c.width = c.clientWidth || 600);
        const height = (c.height = 80);
        const g = c.getContext('2d')!;
        g.clearRect(0, 0, width, height);
        g.fillStyle = '#1976d2';
        const step = Math.max(1, Math.floor(data.length / width));
        for (let x = 0; x < width; x++) {
          let peak = 0;
          for (let i = x * step; i < Math.min(data.length, (x + 1) * step); i++)
            peak = Math.max(peak, Math.abs(data[i]));
          const h = Math.max(1, peak * height);
          g.fillRect(x, (height - h) / 2, 1, h);
        }
      } catch {
        if (!cancelled) setError('The waveform cannot be drawn for this file.');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [src]);
  return (
    <Box>
      <canvas ref={canvas} style={{ width: '100%', height: 80 }} aria-label="Waveform" role="img" />
      {error && <Typography variant="body2">{error}</Typography>}
    </Box>
  );
}

export function DrivePreview({ src, mime, name }: { src: string; mime: string; name: string }) {
  if (mime.startsWith('audio/'))
    return (
      <Box>
        <Waveform src={src} />
        <audio controls src={src} style={{ width: '100%' }} aria-label={`Play ${name}`} />
      </Box>
    );
  if (mime.startsWith('image/'))
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={src} alt={name} style={{ maxWidth: '100%', maxHeight: 360 }} />;
  return <Typography variant="body2">No preview for this kind of file: download it to open it.</Typography>;
}
