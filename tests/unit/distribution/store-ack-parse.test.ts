// A store's acknowledgement is read as its elements and text whatever comments, processing instructions or
// CDATA sections the store's software writes between them.
import { parseAck } from '@/lib/distribution/transports/ack-parse';

const release = (upc: string, messageId: string, status: string, errorText: string) => `
  <ReleaseStatus>
    <ReleaseId><ICPN>${upc}</ICPN></ReleaseId>
    <ReleaseStatus>${status}</ReleaseStatus>
    <ErrorText>${errorText}</ErrorText>
    <Acknowledgement>
      <MessageType>NewReleaseMessage</MessageType>
      <BatchId>20261126120000000</BatchId>
      <MessageId>${messageId}</MessageId>
      <MessageStatus>${status}</MessageStatus>
    </Acknowledgement>
  </ReleaseStatus>`;

const ack = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ern-c:ErnAcknowledgementStatusMessage xmlns:ern-c="http://ddex.net/xml/ern-c/17" MessageVersionId="1.7">
  <MessageHeader><MessageId>ACK-1</MessageId></MessageHeader>${body}
</ern-c:ErnAcknowledgementStatusMessage>`;

test('a comment between two releases hides neither, and CDATA error text is read', () => {
  const xml = ack(
    release('0602445566778', 'MSG-1', 'FileOK', 'none') +
      '\n  <!-- second release of the batch -->\n  <?store-tool v2?>' +
      release('0602445566779', 'MSG-2', 'FileRejected', '<![CDATA[Cover art < 1400 px]]>'),
  );
  expect(
    parseAck(Buffer.from(xml), 'ACK_20261126120000000.xml').map((e) => [e.releaseId, e.messageId, e.verdict, e.reason]),
  ).toEqual([
    ['0602445566778', 'MSG-1', 'acknowledged', 'none'],
    ['0602445566779', 'MSG-2', 'rejected', 'Cover art < 1400 px'],
  ]);
});
