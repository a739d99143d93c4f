/** The bundle PDF kept on this device (from the bundle screen), opened from the device with or without signal. */
import { useEffect, useState } from 'react';
import { format } from '../../../i18n/island-messages';
import type { HearingMessages } from '../messages';
import { formatSize } from './DeviceKitPanel';
import type { StoredBundle } from './device-store';

interface Props {
  bundle: StoredBundle;
  t: HearingMessages;
  dateLocale: string;
}

export function KeptBundle({ bundle, t, dateLocale }: Props) {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = bundle.files.map((file) => URL.createObjectURL(file.pdf));
    setUrls(made);
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [bundle]);
  if (urls.length === 0) return null;
  return (
    <ul className="hearing-kept-bundle">
      {bundle.files.map((file, index) => (
        <li key={file.fileName}>
          <a href={urls[index]} type="application/pdf" data-testid="hearing-kept-bundle">
            {format(t['hearing.device.bundle'], { file: file.fileName, size: formatSize(file.pdf.size, dateLocale) })}
          </a>
        </li>
      ))}
    </ul>
  );
}
