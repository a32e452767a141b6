// Builds a DDEX ERN 4.3 or 4.3.2 NewReleaseMessage for one release and one recipient store (./xml-writer.ts),
// in the DDEX "Audio" release profile (./release-profile.ts): the main Release, a TrackRelease per recording, the
// FrontCoverImage, and a ReleaseDeal for each release. Pure: takes plain data, returns the XML text. Validated
// against the version's XSD by ./validate.ts and against the profile's rules by ./profile-rules.ts.
import { AVS_VERSION, ERN_PROFILES, schemaLocation } from './message-version';
import { Parties } from './message-parts';
import { writeDeals } from './deal-list';
import { writeReleases } from './release-list';
import { RELEASE_PROFILE } from './release-profile';
import type { ErnHeader, ErnRelease } from './release-data';
import { writeResources } from './resource-list';
import { serialize, xmlDocument } from './xml-writer';

export type { ErnHeader, ErnKind, ErnRelease } from './release-data';

export function buildErn(r: ErnRelease, h: ErnHeader): string {
  const parties = new Parties();
  const v = ERN_PROFILES[h.version ?? '4.3'];
  // 4.3 messages stay as stores have accepted them; a 4.3.2 one names where its schema is published.
  const root = xmlDocument(v.namespace, 'ern:NewReleaseMessage', {
    ...(v.schemaLocation && {
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': schemaLocation(v.namespace),
    }),
    LanguageAndScriptCode: r.language || 'en',
    AvsVersionId: AVS_VERSION,
    ReleaseProfileVersionId: RELEASE_PROFILE,
  });

  const header = root.ele('MessageHeader');
  header.ele('MessageThreadId').txt(h.threadId ?? r.id);
  header.ele('MessageId').txt(h.messageId);
  header
    .ele('MessageSender')
    .ele('PartyId')
    .txt(h.sender.partyId)
    .up()
    .ele('PartyName')
    .ele('FullName')
    .txt(h.sender.name);
  header
    .ele('MessageRecipient')
    .ele('PartyId')
    .txt(h.recipient.partyId)
    .up()
    .ele('PartyName')
    .ele('FullName')
    .txt(h.recipient.name);
  header.ele('MessageCreatedDateTime').txt(h.createdAt.toISOString());
  header.ele('MessageControlType').txt(h.test ? 'TestMessage' : 'LiveMessage');

  const partyList = root.ele('PartyList');
  const labelRef = parties.ref(r.label || r.primaryArtist);
  const tracks = [...r.tracks].sort((a, b) => a.position - b.position);
  const coverRef = writeResources(root, r, tracks, h, { v, parties });
  const releaseRefs = writeReleases(root, r, tracks, h, { v, parties, labelRef, coverRef });
  writeDeals(root, r, h, releaseRefs);
  parties.write(partyList);
  return serialize(root);
}
