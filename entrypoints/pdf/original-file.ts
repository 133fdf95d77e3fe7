/**
 * Print and download work on the original file as it was read (not on what is painted on
 * screen): it is saved as it came, and printed by the browser's own PDF printing.
 */

function blobUrl(bytes: Uint8Array): string {
  return URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
}

export function downloadBytes(bytes: Uint8Array, name: string): void {
  const url = blobUrl(bytes);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by the time a minute has passed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Prints through the browser's PDF viewer in a hidden frame; a browser that cannot, opens the file to print from. */
export function printBytes(bytes: Uint8Array): void {
  const url = blobUrl(bytes);
  const frame = Object.assign(document.createElement('iframe'), { src: url, hidden: true, title: 'print' });
  frame.addEventListener('load', () => {
    try {
      frame.contentWindow?.print();
    } catch {
      open(url, '_blank', 'noopener');
    }
  });
  document.body.append(frame);
  // Printing dialogs are modal to the page; the frame goes once the user is long done.
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 10 * 60_000);
}
