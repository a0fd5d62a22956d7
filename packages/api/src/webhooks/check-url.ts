// A webhook_url is checked when the job is created, with the file_url guard, so a caller learns at once that an
// address will never be called; delivery checks again (DNS answers change).
import { lookup } from "node:dns/promises";
import net from "node:net";
import { ApiError } from "@docsift/contract";
import { isPublicAddress } from "@docsift/webhooks";

export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<void> {
  const refuse = (message: string) =>
    new ApiError("invalid_request", `webhook_url ${message}`, { details: [{ path: "webhook_url", message }] });
  const url = new URL(raw);
  if (url.username || url.password) throw refuse("must not carry credentials");
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true })).map((a) => a.address);
    } catch {
      throw refuse("names a host that does not resolve");
    }
  }
  if (addresses.some((a) => !isPublicAddress(a))) throw refuse("points at a private, loopback or reserved address");
}
