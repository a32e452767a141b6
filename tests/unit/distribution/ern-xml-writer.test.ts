// The ERN builder's XML writer: the same pretty-printed text xmlbuilder2 produced, escaped.
import { serialize, xmlDocument } from '@/lib/distribution/ern/xml-writer';

describe('ERN XML writer', () => {
  it('writes a prolog, the namespaced root, nested and empty elements with two-space indentation', () => {
    const root = xmlDocument('http://ddex.net/xml/ern/43', 'ern:NewReleaseMessage', { AvsVersionId: '9' });
    root.ele('MessageHeader').ele('MessageId').txt('m1').up().ele('Empty');
    expect(serialize(root)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43" AvsVersionId="9">',
        '  <MessageHeader>',
        '    <MessageId>m1</MessageId>',
        '    <Empty/>',
        '  </MessageHeader>',
        '</ern:NewReleaseMessage>',
      ].join('\n'),
    );
  });

  it('escapes text and attribute values', () => {
    const root = xmlDocument('urn:x', 'Root', {});
    root.ele('Title', { Note: 'a "b" & <c>' }).txt(`Rock & Roll <Live> "1" 'x'`);
    expect(serialize(root)).toContain(
      `<Title Note="a &quot;b&quot; &amp; &lt;c>">Rock &amp; Roll &lt;Live&gt; "1" 'x'</Title>`,
    );
  });
});
