// The fourth outsider set: the four voices' 25 questions each, interleaved and numbered 1..100.
import { catalog } from './catalog';
import { finance } from './finance';
import { ops } from './ops';
import { support } from './support';
import { interleave } from './voices';

export const questions4 = interleave([finance, catalog, support, ops]);
