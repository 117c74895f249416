import { useEffect, useState } from 'react';
import type { TotpSetup } from '@packlight/api-types';
import { Button, Card, Inline, Stack, toast } from '@packlight/ui';
import { saveFile } from '../../lib/save-file.ts';
import { copiedFeedbackMs, recoveryCodesFileName, recoveryCodesText } from './recovery-codes.ts';
import * as styles from './SettingsScreen.css.ts';

export interface TotpSetupCardProps {
  /** The QR code, the secret and the recovery codes the server just made. */
  setup: TotpSetup;
  /** The account the codes belong to, named in the downloaded file. */
  account: string;
  /**
   * Called by 'I have saved these', which takes the secrets off the screen for good; the button
   * shows only once the authenticator is on (before that the QR code is still needed).
   */
  onSaved?: () => void;
}

/**
 * A new authenticator set-up: the QR code to scan (and the key, for typing in by hand) and the
 * recovery codes, shown once, with Copy (2 s 'Copied') and Download as a text file, until
 * 'I have saved these' (D49).
 */
export function TotpSetupCard({ setup, account, onSaved }: TotpSetupCardProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedFeedbackMs);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(setup.recovery_codes.join('\n'));
      setCopied(true);
    } catch {
      toast.danger('Could not copy the codes. Select them and copy them by hand.');
    }
  }

  function download() {
    const text = recoveryCodesText(setup.recovery_codes, account);
    saveFile({ blob: new Blob([text], { type: 'text/plain' }), fileName: recoveryCodesFileName });
  }

  return (
    <Card title="Authenticator app" headingLevel={3}>
      <Stack gap="md">
        <p className={styles.text}>
          Scan this QR code with your authenticator app, then enter the code it shows.
        </p>
        <img src={setup.qr} alt="QR code for your authenticator app" className={styles.qr} />
        {setup.secret && (
          <p className={styles.text}>
            Or type this key into the app: <span className={styles.secret}>{setup.secret}</span>
          </p>
        )}
        <Stack gap="sm" as="section" aria-label="Recovery codes">
          <h4 className={styles.text}>Recovery codes</h4>
          <p className={styles.text}>
            Keep these somewhere safe. Each one signs you in once if you lose your phone.
          </p>
          <ul className={styles.codes}>
            {setup.recovery_codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Inline gap="sm">
            <Button variant="secondary" size="sm" onPress={() => void copy()}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
            <Button variant="secondary" size="sm" onPress={download}>
              Download
            </Button>
          </Inline>
          <span role="status" className={styles.visuallyHidden}>
            {copied ? 'Recovery codes copied' : ''}
          </span>
        </Stack>
        {onSaved && (
          <Stack gap="sm">
            <p className={styles.text}>
              These are shown only now. Once they are saved, they leave this screen for good.
            </p>
            <Inline>
              <Button onPress={onSaved}>I have saved these</Button>
            </Inline>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
