// A structured value stored in a JSON column: Prisma takes `InputJsonValue`, which interfaces (Citation, a scan
// result) are not assignable to for want of an index signature. The JSON round trip makes the value exactly what
// the column will hold (dates as ISO strings, undefined fields left out), without a cast.
import type { Prisma } from '../../generated/prisma/client';

export function jsonValue(value: object): Prisma.InputJsonValue {
  const stored: Prisma.InputJsonValue = JSON.parse(JSON.stringify(value));
  return stored;
}
