export default function Page() {
  return <p>blogPost</p>;
}
