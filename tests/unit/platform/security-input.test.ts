import { originProblem, textProblem, urlProblem, valueProblem } from '@/lib/platform/security/input';

describe('textProblem', () => {
  it('finds NUL characters and lone surrogates, accepts real emoji and accents', () => {
    expect(textProblem('a\u0000b')).toMatch(/NUL/);
    expect(textProblem('x\ud800')).toMatch(/surrogate/);
    expect(textProblem('\udc00x')).toMatch(/surrogate/);
    expect(textProblem('Beyoncé \u{1F3B5}')).toBeNull();
  });
  it('walks nested values and keys', () => {
    expect(valueProblem({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toBe('body.a[1].c contains a NUL character');
    expect(valueProblem({ ['\ud800']: 1 })).toMatch(/field name/);
    expect(valueProblem({ a: 1, b: [true, null, 'fine'] })).toBeNull();
  });
});

describe('urlProblem', () => {
  it.each([
    ['/api/releases/%E0%A4%A', /percent-encoding/],
    ['/api/releases/%', /percent-encoding/],
    ['/api/releases/a%00b', /NUL/],
    ['/api/releases/%ED%A0%80', /percent-encoding/],
    ['/api/projects?q=%00', /NUL/],
    ['/api/projects?q=%E0%A4%A', /percent-encoding/],
    ['/api/projects?%ZZ=1', /percent-encoding/],
  ])('%s is refused', (url, message) => {
    expect(urlProblem(`http://localhost:3000${url}`)).toMatch(message);
  });
  it('accepts ordinary addresses', () => {
    expect(urlProblem('http://localhost/api/projects?q=Beyonc%C3%A9+live&status=draft&tags=a,b')).toBeNull();
    expect(urlProblem('http://localhost/api/releases/ck123_abc-9')).toBeNull();
  });
});

describe('originProblem', () => {
  const own = new Set(['mms.localhost', 'admin.tnm.example']);
  it('allows same-origin, the platform hosts and requests without Origin', () => {
    expect(originProblem('POST', 'http://localhost:3000', 'localhost:3000', own)).toBeNull();
    expect(originProblem('PATCH', 'http://mms.localhost:3000', 'localhost:3000', own)).toBeNull();
    expect(originProblem('DELETE', 'https://admin.tnm.example', 'app.internal:8080', own)).toBeNull();
    expect(originProblem('POST', null, 'localhost:3000', own)).toBeNull();
  });
  it('refuses another site, a different port, null and odd schemes on state-changing methods', () => {
    expect(originProblem('POST', 'https://evil.example', 'localhost:3000', own)).toMatch(/another site/);
    expect(originProblem('PUT', 'http://localhost:4000', 'localhost:3000', own)).toMatch(/another site/);
    expect(originProblem('POST', 'null', 'localhost:3000', own)).toMatch(/another site/);
    expect(originProblem('POST', 'file://localhost', 'localhost', own)).toMatch(/another site/);
    expect(originProblem('GET', 'https://evil.example', 'localhost:3000', own)).toBeNull();
  });
});
