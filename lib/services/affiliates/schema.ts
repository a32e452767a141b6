// Input schemas of the affiliate area.
import { z } from 'zod';

/** /r/{code}: an affiliate code from a referral link (unknown codes are followed but set no cookie). */
export const affiliateParams = z.object({ code: z.string().min(1).max(40) });
