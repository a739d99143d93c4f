export function maskLine(line: string): string;
export function maskedStream(): import('node:stream').Transform;
