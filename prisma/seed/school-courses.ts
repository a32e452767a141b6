// Demo courses that teach something (issue 21): distribution basics, royalties and splits, marketing a
// release. Several lessons each with real text, lesson media made here (diagrams, listening examples) and
// downloadable PDF handouts stored in the platform's storage, and quizzes with explanations; no links to a
// store's help pages (issue #41 item 10). The demo student is enrolled in all three.
import PDFDocument from 'pdfkit';
import type { AnswerReveal, QuestionType } from '../../lib/generated/prisma/client';
import { saveBuffer } from '../../lib/platform/storage/service';
import { artworkChecklist, releaseTimeline, royaltyMap, toneWav, type LessonMedia } from './lesson-media';
import type { Db } from '../../lib/platform/db';

interface Question {
  type: QuestionType;
  question: string;
  options?: string[];
  correctAnswer?: string;
  acceptedAnswers?: string[];
  explanation: string;
}
interface Lesson {
  title: string;
  description: string;
  content: string;
  videoUrl?: string;
  links?: { name: string; url: string }[];
  /** Images and listening examples made here (lesson-media.ts), stored like an instructor's upload */
  media?: LessonMedia[];
  /** A handout generated as a PDF and stored like an upload */
  handout?: { name: string; title: string; sections: [string, string[]][] };
  quiz?: { title: string; maxAttempts?: number; revealAnswers?: AnswerReveal; questions: Question[] };
}
interface Course {
  slug: string;
  title: string;
  description: string;
  modules: { title: string; lessons: Lesson[] }[];
}

const COURSES: Course[] = [
  {
    slug: 'music-distribution-basics',
    title: 'Music Distribution Basics',
    description:
      'From a finished master to a release in the stores: metadata, codes, artwork, delivery dates and what happens after you press submit.',
    modules: [
      {
        title: 'Before you upload',
        lessons: [
          {
            title: 'What a distributor does',
            description: 'The path of a release from your drive to 80 stores, and who is paid along the way.',
            content: `# What a distributor does

A distributor is the company that delivers your recordings to digital stores and streaming services (often called DSPs: Spotify, Apple Music, Amazon Music, Deezer, TikTok and many more). The stores do not accept uploads from individual artists; they take deliveries from a small number of trusted partners, in a strict format (DDEX ERN), with every field checked.

When you submit a release, the distributor checks it (quality control), assigns the codes the stores need, and sends a message to each store you chose. Each store answers with an acknowledgement or an error. Only when a store has acknowledged the release does it appear there, on the release date you set.

The money flows back the same way: each store reports every stream and download to the distributor, usually a month or two after the month it happened, and pays for them. The distributor matches each line of those statements to your tracks and pays you your share, minus its fee or commission.

That is why the details matter so much: a release the stores cannot match to you (a misspelt artist name, a wrong ISRC) earns money that cannot reach you.`,
            quiz: {
              title: 'How distribution works',
              questions: [
                {
                  type: 'multiple_choice',
                  question: 'When does a release appear in a store?',
                  options: [
                    'As soon as you upload it',
                    'When the store has acknowledged it, on the release date',
                    'When the first stream is counted',
                    'When the distributor pays you',
                  ],
                  correctAnswer: '1',
                  explanation:
                    'Each store acknowledges the delivery; the release then goes live on the date you set, not before.',
                },
                {
                  type: 'true_false',
                  question: 'Stores usually report earnings for a month in that same month.',
                  correctAnswer: 'false',
                  explanation: 'Statements arrive one to three months after the month the streams happened.',
                },
                {
                  type: 'short_answer',
                  question: 'What is the usual short name for the streaming services and stores?',
                  acceptedAnswers: ['DSP', 'DSPs', 'digital service providers', 'digital service provider'],
                  explanation: 'DSP stands for digital service provider.',
                },
              ],
            },
          },
          {
            title: 'Metadata, ISRC and UPC',
            description: 'The fields stores reject most often and the two codes every release needs.',
            content: `# Metadata, ISRC and UPC

Metadata is everything about a release that is not the audio: the title, the artist name exactly as it should appear, the featured artists, the composers and lyricists, the genre, the language, the explicit flag, the copyright lines (℗ for the recording, © for the artwork and text) and the release date.

Stores are strict. Titles should not contain words like "feat." (featured artists go in their own field), "Official", "Explicit" or promotional text. Version words such as "Radio Edit" or "Acoustic" belong in the version field. A title in capital letters only, or an artist name that differs from your earlier releases, sends your music to the wrong artist page.

Two codes identify your music. The **ISRC** (International Standard Recording Code, written CC-XXX-YY-NNNNN) identifies one recording: keep the same ISRC when the same recording appears again on a compilation, and use a new one for a new mix. The **UPC** (a 12-digit barcode number) identifies the release as a product: one per single, EP or album.

If you already own codes from an earlier distributor, bring them: a re-release with the same ISRCs keeps the play counts and the history of the recordings.`,
            handout: {
              name: 'Release metadata checklist (PDF)',
              title: 'Release metadata checklist',
              sections: [
                [
                  'Release',
                  [
                    'Title exactly as on the cover, without "feat." or promotional words',
                    'Primary artist spelt as on your earlier releases',
                    'Genre, language and the explicit flag',
                    '(P) line: year and owner of the recording; (C) line: year and owner of the artwork and text',
                    'Release date at least four weeks ahead if you want editorial pitching',
                  ],
                ],
                [
                  'Each track',
                  [
                    'Title and version (Radio Edit, Acoustic, Remix) in their own fields',
                    'ISRC: your own, or leave empty to receive one at approval',
                    'Composers and lyricists with their legal names',
                    'Audio: WAV or FLAC, 44.1 kHz or higher, 16 or 24 bit, no clipping',
                  ],
                ],
                [
                  'Artwork',
                  [
                    '3000 x 3000 px, square, RGB, JPEG or PNG',
                    'No website addresses, prices, social handles or store logos',
                  ],
                ],
              ],
            },
            quiz: {
              title: 'Codes and metadata',
              questions: [
                {
                  type: 'multiple_choice',
                  question: 'Which code identifies one recording?',
                  options: ['UPC', 'ISRC', 'ISWC', 'EAN'],
                  correctAnswer: '1',
                  explanation: 'The ISRC identifies the recording; the UPC identifies the release (the product).',
                },
                {
                  type: 'multiple_choice',
                  question: 'Where does "Radio Edit" belong?',
                  options: ['In the title', 'In the artist name', 'In the version field', 'In the genre'],
                  correctAnswer: '2',
                  explanation: 'Version words go in the version field; stores reject them in the title.',
                },
                {
                  type: 'true_false',
                  question: 'A new mix of a song needs its own ISRC.',
                  correctAnswer: 'true',
                  explanation: 'A different recording gets a different ISRC; the same recording keeps its code.',
                },
              ],
            },
          },
          {
            title: 'Artwork and audio that pass quality control',
            description: 'What the stores check in your cover and your audio files, with examples to look at and hear.',
            media: [
              {
                name: 'Cover artwork: what passes and what stores refuse',
                type: 'image',
                fileName: 'cover-artwork-checklist.png',
                make: artworkChecklist,
              },
              {
                name: 'Listen: a clean tone at -6 dB',
                type: 'audio',
                fileName: 'tone-clean.wav',
                make: async () => toneWav(false),
              },
              {
                name: 'Listen: the same tone clipped (refused by stores)',
                type: 'audio',
                fileName: 'tone-clipped.wav',
                make: async () => toneWav(true),
              },
            ],
            content: `# Artwork and audio that pass quality control

Look at the two covers under Resources and keep them next to your own cover file; then listen to the two tones, a clean one and the same one driven into clipping.

Your cover must be a square image of at least 3000 x 3000 pixels. Stores refuse covers with website addresses, social media handles, prices, store logos, or anything that looks like an advertisement; blurry or pixelated images are refused too. The text on the cover should match the release title and artist.

Audio should be a lossless file, WAV or FLAC, at 44.1 kHz or more. Stores do not fix your audio: clipping (samples at full scale for several samples in a row) and long silences at the start are reasons to refuse a release. Listen to the whole file once more before you upload it.

On this platform quality control runs while you fill in the form: every problem is named next to the field to fix, before you submit.`,
          },
        ],
      },
    ],
  },
  {
    slug: 'royalties-and-splits',
    title: 'Royalties and Splits',
    description:
      'The two copyrights in every song, who collects which royalty, how statements are read, and how to split income with collaborators.',
    modules: [
      {
        title: 'Where the money comes from',
        lessons: [
          {
            title: 'Two copyrights, many royalties',
            description: 'The composition and the master, and the royalties each one earns.',
            content: `# Two copyrights, many royalties

Every recorded song carries two copyrights. The **composition** (melody and lyrics) belongs to its songwriters and their publishers. The **sound recording**, or master, belongs to whoever paid for and owns the recording: you, if you are independent, or your label.

Each earns its own royalties. A stream pays a master royalty to the owner of the recording (through the distributor) and, separately, publishing royalties to the songwriters: a mechanical royalty for the reproduction and a performance royalty for the public performance.

Performance royalties are collected by performing rights organisations (PROs) such as ASCAP, BMI or SESAC in the United States, PRS in the United Kingdom or GEMA in Germany. In the United States, digital mechanical royalties are collected by The MLC. A songwriter who is not registered with them leaves this money uncollected.

Radio plays in the United States pay no master royalty to the artist, but digital radio (such as Pandora or SiriusXM) does, through SoundExchange. Register there too if you own your masters.`,
            media: [
              {
                name: 'One stream, two copyrights, four royalties (diagram)',
                type: 'image',
                fileName: 'royalty-map.png',
                make: royaltyMap,
              },
            ],
            quiz: {
              title: 'Royalty types',
              questions: [
                {
                  type: 'multiple_choice',
                  question: 'Who collects digital mechanical royalties in the United States?',
                  options: ['The MLC', 'SoundExchange', 'The record label', 'The streaming service'],
                  correctAnswer: '0',
                  explanation: 'Since 2021 The MLC administers the blanket mechanical licence for streaming services.',
                },
                {
                  type: 'true_false',
                  question: 'A stream pays only the owner of the master.',
                  correctAnswer: 'false',
                  explanation:
                    'It also pays the composition: mechanical and performance royalties to the songwriters and publishers.',
                },
                {
                  type: 'short_answer',
                  question: 'What is the sound recording usually called?',
                  acceptedAnswers: ['master', 'the master', 'master recording'],
                  explanation: 'The recording is the master; the song itself is the composition.',
                },
              ],
            },
          },
          {
            title: 'Split sheets',
            description: 'Agree on the shares on the day you write, in writing.',
            content: `# Split sheets

A split sheet is a short agreement that records who wrote a song and what share of the composition each writer owns. It names the song, the date, each writer's legal name, their role, their PRO and IPI number, their publisher, and their percentage. The percentages must add up to 100%.

Write it the day the song is written, while everyone remembers who did what and still agrees. Disagreements about shares are the most common reason royalties are frozen: a PRO or The MLC that receives conflicting claims holds the money until the writers agree.

The split sheet is about the composition. Sharing master income (for example with a producer who gets "points" on the recording) is a separate agreement: on this platform you set it up as a royalty split on the release, and each collaborator sees their share of every statement.

Download the template below, fill it in with your co-writers and keep a signed copy with your release files.`,
            handout: {
              name: 'Split sheet template (PDF)',
              title: 'Split sheet',
              sections: [
                [
                  'Song',
                  ['Title: ______________________', 'Date written: ____________', 'Session location: __________'],
                ],
                [
                  'Writers (one line each; shares add up to 100%)',
                  [
                    'Legal name · Role (music / lyrics) · PRO and IPI · Publisher · Share %',
                    '1. ______________________________________________',
                    '2. ______________________________________________',
                    '3. ______________________________________________',
                  ],
                ],
                ['Signatures', ['Each writer signs and dates below.', '', '', '']],
              ],
            },
            quiz: {
              title: 'Split sheet check',
              questions: [
                {
                  type: 'multiple_choice',
                  question: 'When should a split sheet be signed?',
                  options: [
                    'The day the song is written',
                    'When the song earns its first royalties',
                    'Only if the song becomes a hit',
                    'After the release date',
                  ],
                  correctAnswer: '0',
                  explanation: 'Memories fade and interests change; agree while everyone agrees.',
                },
                {
                  type: 'true_false',
                  question: 'A split sheet also divides the income of the master recording.',
                  correctAnswer: 'false',
                  explanation: 'It covers the composition; master shares are a separate agreement (a royalty split).',
                },
              ],
            },
          },
          {
            title: 'Reading a royalty statement',
            description: 'Gross, net, periods and the lines that do not match.',
            content: `# Reading a royalty statement

A statement lists, line by line, what each store reported: the store, the country, the period (the month the streams happened), the track (by ISRC) or release (by UPC), the number of units and the amount.

**Gross** is what the stores paid for your music. **Net** is what reaches you after the distributor's commission and any shares you pay to collaborators. Compare the same scope: one release over the same period, gross with gross, net with net.

The period and the payment date differ: streams in January usually appear on a statement in March. Expect the first income from a new release two to three months after its release date.

A line that cannot be matched to a track (an unknown ISRC, for example) does not disappear: it waits as unmatched until someone assigns it. If your figures look low, check for unmatched lines first.`,
            quiz: {
              title: 'Statements',
              revealAnswers: 'after_last_attempt',
              questions: [
                {
                  type: 'multiple_choice',
                  question: 'What is net income?',
                  options: [
                    'What the stores paid',
                    'What reaches you after commission and collaborators’ shares',
                    'The number of streams',
                    'Income before tax in your country',
                  ],
                  correctAnswer: '1',
                  explanation: 'Gross is what the stores paid; net is your part of it.',
                },
                {
                  type: 'true_false',
                  question: 'Streams in January usually appear on the January statement.',
                  correctAnswer: 'false',
                  explanation: 'Stores report one to three months later.',
                },
              ],
            },
          },
        ],
      },
    ],
  },
  {
    slug: 'marketing-a-release',
    title: 'Marketing a Release',
    description:
      'A release plan that starts six weeks before the date: pitching to playlists, pre-saves, content and what to do in the first week.',
    modules: [
      {
        title: 'The six-week plan',
        lessons: [
          {
            title: 'Work back from the release date',
            description: 'A timeline for the six weeks before a release.',
            media: [
              {
                name: 'The six weeks before a release (timeline)',
                type: 'image',
                fileName: 'release-timeline.png',
                make: releaseTimeline,
              },
            ],
            content: `# Work back from the release date

Every release plan starts with the date. Pick a Friday (the global release day) at least four weeks away, better six, and write the plan backwards from it.

Six weeks before: the master, the artwork and the metadata are final, and the release is submitted to the distributor. Four to five weeks before: pitch the song to editorial playlists (Spotify for Artists accepts one unreleased song per release, and editors need lead time), and set up a pre-save link.

Three weeks before: announce the release with the cover and the date, and start posting short videos with the hook of the song. One week before: send the song to blogs, radio and curators you have a relationship with, with a private link.

Release week: post every day, thank every playlist and person who shares it, and ask your audience for one specific action (save the song, add it to a playlist). After the release, the first 28 days matter most to the algorithms: keep the song in front of people.`,
            handout: {
              name: 'Six-week release plan (PDF)',
              title: 'Six-week release plan',
              sections: [
                ['Week -6', ['Master, artwork and metadata final', 'Release submitted for review']],
                ['Week -5 / -4', ['Editorial pitch sent', 'Pre-save link live', 'Press photos chosen']],
                ['Week -3', ['Announcement with cover and date', 'Three short videos with the hook']],
                ['Week -1', ['Private link to blogs, radio and curators', 'Release-day posts scheduled']],
                ['Release week', ['Post daily', 'Thank every playlist and share', 'One clear ask: save the song']],
              ],
            },
            quiz: {
              title: 'Release timeline',
              questions: [
                {
                  type: 'multiple_choice',
                  question: 'What should every release plan name first?',
                  options: ['The release date', 'The merch colour', 'The next album', 'The after-party venue'],
                  correctAnswer: '0',
                  explanation: 'Everything else works back from the date.',
                },
                {
                  type: 'true_false',
                  question: 'Editorial playlist pitches should be sent after the release is live.',
                  correctAnswer: 'false',
                  explanation: 'Editors consider unreleased songs; pitch weeks ahead of the date.',
                },
                {
                  type: 'multiple_choice',
                  question: 'Which day of the week do new releases come out worldwide?',
                  options: ['Monday', 'Wednesday', 'Friday', 'Sunday'],
                  correctAnswer: '2',
                  explanation: 'New music is released globally on Fridays.',
                },
              ],
            },
          },
          {
            title: 'Pitching to playlists',
            description: 'How editorial pitching works and what to write in the pitch.',
            handout: {
              name: 'Playlist pitch worksheet (PDF)',
              title: 'Playlist pitch worksheet',
              sections: [
                [
                  'Before you pitch',
                  [
                    'The release is delivered and has a date at least one week away (four is better).',
                    'You chose one song from the release to pitch.',
                  ],
                ],
                [
                  'What to write',
                  [
                    'Genre and mood in a few words; the main instruments.',
                    'What makes the song stand out: the story, a collaborator, a sound.',
                    'Your promotion: tour dates, a video, press, a sync placement.',
                  ],
                ],
                [
                  'Never',
                  ['Pay for guaranteed streams or placements.', 'List every playlist you would like to be on.'],
                ],
              ],
            },
            content: `# Pitching to playlists

Editorial teams at the streaming services take pitches for unreleased songs through their artist apps; the worksheet under Resources lists what to have ready. This lesson covers what to write.

Editors read thousands of pitches a week. Tell them in a few sentences what the song is (genre, mood, instruments), what makes it stand out, and what you are doing to promote it: a tour, a video, press coverage, a sync placement. Be specific and honest; do not list every playlist you would like.

Pitch one song per release, at least a week before the date (four weeks is better). A song that is not picked can still reach listeners through algorithmic playlists such as Release Radar, which your followers receive automatically: another reason to grow followers before the release.

Independent curators are another route. Look for playlists whose listeners would like your music, follow the curator's submission rules, and never pay for placements that promise streams: fake streams can get your release taken down.`,
            quiz: {
              title: 'Pitching',
              questions: [
                {
                  type: 'true_false',
                  question: 'Paying for guaranteed streams is a safe way to grow.',
                  correctAnswer: 'false',
                  explanation: 'Artificial streams break store rules and can get a release removed.',
                },
                {
                  type: 'short_answer',
                  question: 'Which algorithmic playlist do your followers receive with your new releases on Spotify?',
                  acceptedAnswers: ['Release Radar', 'the Release Radar'],
                  explanation: 'Release Radar brings new releases from followed artists every Friday.',
                },
              ],
            },
          },
          {
            title: 'After release day',
            description: 'Reading the first numbers and keeping the song alive.',
            content: `# After release day

In the first week, watch where listeners come from: your profile, editorial playlists, algorithmic playlists, other listeners' playlists, or outside links. Each source tells you what worked. A song saved by many listeners is a strong signal to the algorithms; a song skipped in the first 30 seconds is a weak one.

Keep posting after the first week. Short videos with different parts of the song, live versions, the story behind the lyrics and fans' own videos keep the song in front of people. Many songs find their audience weeks or months after the release date.

Plan the next release before this one fades: releasing every six to eight weeks keeps your followers' Release Radar busy and gives every song the benefit of the audience the previous one built.`,
          },
        ],
      },
    ],
  },
];

/** A one- or two-page handout as a real PDF (pdfkit, standard fonts). */
function handoutPdf(title: string, sections: [string, string[]][]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 60, info: { Title: title, Author: 'TNM Music Institute' } });
  doc.font('Helvetica-Bold').fontSize(20).text(title);
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text('TNM Music Institute · course handout');
  doc.fillColor('#000000').moveDown();
  for (const [heading, lines] of sections) {
    doc.font('Helvetica-Bold').fontSize(13).text(heading);
    doc.font('Helvetica').fontSize(11);
    for (const line of lines) doc.text(line ? `-  ${line}` : ' ', { lineGap: 4 });
    doc.moveDown();
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export async function seedExperience(db: Db) {
  const admin = await db.user.findUniqueOrThrow({ where: { email: 'admin@demo.test' } });
  const student = await db.user.findUniqueOrThrow({ where: { email: 'student@demo.test' } });
  const start = await db.course.count();
  for (const [ci, c] of COURSES.entries()) {
    const course = await db.course.create({
      data: {
        slug: c.slug,
        title: c.title,
        description: c.description,
        program: 'music-business-101',
        status: 'published',
        position: start + ci,
      },
    });
    for (const [mi, m] of c.modules.entries()) {
      const mod = await db.courseModule.create({ data: { courseId: course.id, title: m.title, position: mi } });
      for (const [li, l] of m.lessons.entries()) {
        const lesson = await db.lesson.create({
          data: {
            moduleId: mod.id,
            title: l.title,
            description: l.description,
            content: l.content,
            videoUrl: l.videoUrl ?? null,
            status: 'published',
            position: li,
            publishedAt: new Date(),
          },
        });
        const resources: { name: string; type: 'pdf' | 'link' | 'image' | 'audio'; url: string; fileId?: string }[] =
          [];
        if (l.handout) {
          const file = await saveBuffer(await handoutPdf(l.handout.title, l.handout.sections), {
            ownerId: admin.id,
            purpose: 'lesson_resource',
            originalName: `${l.handout.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
            kinds: ['document'],
            maxBytes: 5 * 1024 * 1024,
            isPublic: true,
          });
          resources.push({ name: l.handout.name, type: 'pdf', url: `/api/files/${file.id}`, fileId: file.id });
        }
        for (const m of l.media ?? []) {
          const file = await saveBuffer(await m.make(), {
            ownerId: admin.id,
            purpose: 'lesson_resource',
            originalName: m.fileName,
            kinds: [m.type],
            maxBytes: 5 * 1024 * 1024,
            isPublic: true,
          });
          resources.push({ name: m.name, type: m.type, url: `/api/files/${file.id}`, fileId: file.id });
        }
        for (const link of l.links ?? []) resources.push({ name: link.name, type: 'link', url: link.url });
        if (resources.length)
          await db.lessonResource.createMany({
            data: resources.map((r, i) => ({ ...r, lessonId: lesson.id, position: i })),
          });
        if (l.quiz) {
          const quiz = await db.quiz.create({
            data: {
              lessonId: lesson.id,
              title: l.quiz.title,
              passingScore: 70,
              maxAttempts: l.quiz.maxAttempts ?? 3,
              revealAnswers: l.quiz.revealAnswers ?? 'after_passing',
            },
          });
          await db.quizQuestion.createMany({
            data: l.quiz.questions.map((q, qi) => ({
              quizId: quiz.id,
              position: qi,
              type: q.type,
              question: q.question,
              options: q.options ?? [],
              correctAnswer: q.correctAnswer ?? null,
              acceptedAnswers: q.acceptedAnswers ?? [],
              points: 10,
              explanation: q.explanation,
            })),
          });
        }
      }
    }
    await db.enrolment.create({ data: { studentId: student.id, courseId: course.id } });
  }
}
