export default function Page() {
  return <p>blog</p>;
}
