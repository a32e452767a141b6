'use client';
// A drawn signature: pointer strokes on a canvas, exported as a PNG data URL.
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export function SignaturePad({ onChange }: { onChange: (dataUrl: string | null) => void }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const inked = useRef(false);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const c = ref.current!;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, c.width, c.height);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#0f172a';
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - r.left) * e.currentTarget.width) / r.width,
      y: ((e.clientY - r.top) * e.currentTarget.height) / r.height,
    };
  };

  function clear() {
    const c = ref.current!;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, c.width, c.height);
    inked.current = false;
    setEmpty(true);
    onChange(null);
  }

  return (
    <Stack spacing={1}>
      <Box
        component="canvas"
        ref={ref}
        width={600}
        height={180}
        role="img"
        aria-label="Signature pad: draw your signature"
        onPointerDown={(e: React.PointerEvent<HTMLCanvasElement>) => {
          drawing.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          const p = point(e);
          const ctx = e.currentTarget.getContext('2d')!;
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
        }}
        onPointerMove={(e: React.PointerEvent<HTMLCanvasElement>) => {
          if (!drawing.current) return;
          const p = point(e);
          const ctx = e.currentTarget.getContext('2d')!;
          ctx.lineTo(p.x, p.y);
          ctx.stroke();
          if (!inked.current) {
            inked.current = true;
            setEmpty(false);
          }
        }}
        onPointerUp={(e: React.PointerEvent<HTMLCanvasElement>) => {
          drawing.current = false;
          if (inked.current) onChange(e.currentTarget.toDataURL('image/png'));
        }}
        sx={{
          width: '100%',
          maxWidth: 600,
          height: 180,
          border: '2px dashed',
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <Box>
        <Button size="small" onClick={clear} disabled={empty}>
          Clear signature
        </Button>
      </Box>
    </Stack>
  );
}
