'use client';
// The generative-AI disclosure of a release or a track (DDEX ERN 4.3.2 ContainsAI), as stores now ask for it.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type AiChoice = 'all' | 'partly' | 'none';

export const AI_LABELS: Record<AiChoice, string> = {
  none: 'None',
  partly: 'Part of it',
  all: 'All of it',
};

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
      {(Object.keys(AI_LABELS) as AiChoice[]).map((k) => (
        <MenuItem key={k} value={k}>
          {AI_LABELS[k]}
        </MenuItem>
      ))}
    </TextField>
  );
}
