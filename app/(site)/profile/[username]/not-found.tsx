import { ButtonLink } from "@/components/ui/button";

export default function ProfileNotFound() {
  return (
    <section className="empty-state" aria-labelledby="profile-missing">
      <h1 id="profile-missing">No such user</h1>
      <p>There is nobody here by that name. The account may have been renamed or deleted.</p>
      <ButtonLink href="/">Create a paste</ButtonLink>
    </section>
  );
}
