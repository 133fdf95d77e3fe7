/**
 * Reads Prometheus's text format as a scrape does: each sample's name, labels and value
 * (the `# HELP` and `# TYPE` lines are left out), so a test asks for a value by its labels.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([A-Za-z_:][A-Za-z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([A-Za-z_][A-Za-z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`Not a sample of Prometheus's text format: ${line}`);
    const [, name = '', labelText = '', value = ''] = match;
    const labels: Record<string, string> = {};
    for (const [, label = '', quoted = ''] of labelText.matchAll(LABEL)) {
      labels[label] = quoted.replace(/\\n/g, '\n').replace(/\\(.)/g, '$1');
    }
    samples.push({ name, labels, value: value === '+Inf' ? Infinity : value === '-Inf' ? -Infinity : Number(value) });
  }
  return samples;
}

/** The sum of the samples of `name` whose labels include `labels` (0 when there is none). */
export function valueOf(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}
