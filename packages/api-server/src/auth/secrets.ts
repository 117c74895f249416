import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Used when APP_KEY is unset (demo mode): the secrets are then only as safe as the database.
const demoKey = 'packlight-demo-key: set APP_KEY in production';

/** Encrypts short secrets at rest (AES-256-GCM), as Laravel's encrypter does with APP_KEY. */
export class SecretBox {
  private readonly key: Buffer;

  constructor(appKey: string | null) {
    this.key = createHash('sha256')
      .update(appKey ?? demoKey)
      .digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
      .join(':');
  }

  /** The plain text, or null when the value was sealed with another key or is damaged. */
  open(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split(':');
    if (version !== 'v1' || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
