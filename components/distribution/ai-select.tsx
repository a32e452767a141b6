'use client';
// The generative-AI disclosure of a release or a track (DDEX ERN 4.3.2 ContainsAI), as stores now ask for it.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AI_CONTENT_LABEL } from '@/lib/distribution/releases/ai-content';

export type AiChoice = keyof typeof AI_CONTENT_LABEL;

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function AiSelect(props: {
  label: string;
  value: AiChoice | '';
  onChange: (e: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <TextField
      fullWidth
      select
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      helperText="Music, vocals or lyrics made with generative AI"
    >
      <MenuItem value="">Not declared</MenuItem>
      {(Object.keys(AI_CONTENT_LABEL) as AiChoice[]).map((k) => (
        <MenuItem key={k} value={k}>
          {capitalized(AI_CONTENT_LABEL[k])}
        </MenuItem>
      ))}
    </TextField>
  );
}
