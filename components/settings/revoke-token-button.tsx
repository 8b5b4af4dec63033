"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { apiRequest } from "./save-settings";

export function RevokeTokenButton({ id, description }: { id: string; description: string }) {
  const router = useRouter();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = description || `token ${id}`;

  async function revoke() {
    setBusy(true);
    const result = await apiRequest(`/api/v3/auth/self/access_tokens/${encodeURIComponent(id)}`, { method: "DELETE" });
    setBusy(false);
    setOpen(false);
    if (!result.ok) return toast(result.message, "error");
    toast("Token revoked");
    router.refresh();
  }

  return (
    <>
      <Button variant="danger" small onClick={() => setOpen(true)} aria-label={`Revoke ${name}`}>
        Revoke
      </Button>
      <ConfirmDialog
        open={open}
        title="Revoke this token?"
        confirmLabel="Revoke token"
        onConfirm={revoke}
        onCancel={() => setOpen(false)}
        busy={busy}
      >
        <p>
          Programs using <strong>{name}</strong> will get 401 from now on.
        </p>
      </ConfirmDialog>
    </>
  );
}
