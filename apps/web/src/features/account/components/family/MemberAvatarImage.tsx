import { memberAvatarSrc } from '../../model/member-form.ts';
import styles from './MemberAvatarImage.module.css';

/** The avatar chosen for a family member or an invitation (/avatars/avatar-N.svg), at list-row size. */
export function MemberAvatarImage({ avatar }: { avatar: string }) {
  return <img src={memberAvatarSrc(avatar)} alt={''} className={styles.avatar} />;
}
